import { API, USER_MANUAL_FILES, USER_MANUAL_KEYS, type DownloadedFile, type Lang } from '@faena/contracts';
import { http } from '../../lib/http';

/** The bytes of a downloaded file (fileBase64) as a Blob of its fileType. */
export function fileBlob(file: DownloadedFile): Blob {
  const binary = atob(file.fileBase64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: file.fileType });
}

/**
 * The footer's user manual: GET /api/archivo/{hash} with the fileName and fileType asked for answers
 * fileName, fileType and fileBase64;
 * the PDF opens in a new window. The window is opened at the click (so no popup blocker
 * interferes) and receives the file when it arrives; it is closed again when the call fails.
 */
export async function openUserManual(lang: Lang, win: Pick<Window, 'open'> = window): Promise<void> {
  const target = win.open('', '_blank');
  try {
    const file = await http.get<DownloadedFile>(API.downloadFile.path.replace(':hash', USER_MANUAL_KEYS[lang]), { ...USER_MANUAL_FILES[lang] });
    const url = URL.createObjectURL(fileBlob(file));
    if (target) target.location.href = url;
    else win.open(url, '_blank');
  } catch (err) {
    target?.close();
    throw err;
  }
}
