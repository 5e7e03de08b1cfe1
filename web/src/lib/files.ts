import { FILE_MAX_BYTES, type DownloadedFile } from '@faena/contracts';

/** A file as the API takes it: its name and its bytes in base64 (without the data: prefix). */
export interface AttachedFile {
  fileName: string;
  contentBase64: string;
}

export const fileToBase64 = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      // readAsDataURL answers a string; anything else is a failed read
      if (typeof reader.result === 'string')
        resolve(reader.result.replace(/^data:[^;]*;base64,/, ''));
      else reject(new Error('read'));
    };
    reader.onerror = () => reject(new Error('read'));
    reader.readAsDataURL(file);
  });

/** '%PDF' and the first bits of '-' in base64: every PDF's content starts so. */
const PDF_BASE64_START = 'JVBERi';

/**
 * Checks a chosen file before sending it, as the server will (domain spec §5): within the size
 * limit, and a PDF by its content. Answers the file to send, or the i18n key of what is wrong.
 */
export async function checkedPdf(
  file: File,
): Promise<AttachedFile | { error: 'administration:fileTooLarge' | 'administration:pdfOnly' }> {
  if (file.size > FILE_MAX_BYTES) return { error: 'administration:fileTooLarge' };
  const contentBase64 = await fileToBase64(file);
  if (!contentBase64.startsWith(PDF_BASE64_START)) return { error: 'administration:pdfOnly' };
  return { fileName: file.name, contentBase64 };
}

/** The bytes of a downloaded file (fileBase64) as a Blob of its fileType. */
export function fileBlob(file: DownloadedFile): Blob {
  const binary = atob(file.fileBase64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: file.fileType });
}

/**
 * Opens a downloaded file in a new window. The window is opened at the click (so no popup blocker
 * interferes) and receives the file when it arrives; it is closed again when the call fails.
 */
export async function openDownloaded(
  load: () => Promise<DownloadedFile>,
  win: Pick<Window, 'open'> = window,
): Promise<void> {
  const target = win.open('', '_blank');
  try {
    const url = URL.createObjectURL(fileBlob(await load()));
    if (target) target.location.href = url;
    else win.open(url, '_blank');
  } catch (err) {
    target?.close();
    throw err;
  }
}
