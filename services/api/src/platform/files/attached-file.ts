import { FILE_MAX_BYTES, ValidationError } from '@faena/contracts';
import { checkPdf, type PdfVerdict } from './pdf-check';

type Kind = 'pdf' | 'image';
type Checked = { bytes: Buffer; contentType: string };

const isJpeg = (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));

/** The message of each refused PDF verdict. */
const PDF_REFUSALS: Record<Exclude<PdfVerdict, 'ok'>, string> = {
  unreadable: 'administration:pdfOnly',
  active: 'administration:pdfActiveContent',
  opaque: 'administration:pdfOpaque',
};

/** Decodes base64 (a data: prefix allowed) and checks the size; 400 with the field otherwise. */
function decoded(contentBase64: string, kind: Kind, path: string): Buffer {
  const clean = contentBase64.replace(/^data:[^;]+;base64,/, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(clean))
    throw new ValidationError([
      { path, message: kind === 'pdf' ? 'administration:pdfOnly' : 'administration:imageOnly' },
    ]);
  const bytes = Buffer.from(clean, 'base64');
  if (bytes.length > FILE_MAX_BYTES)
    throw new ValidationError([{ path, message: 'administration:fileTooLarge' }]);
  return bytes;
}

/** An attached image (JPG or PNG by its content, not its name) within the size limit. */
export function checkedImage(contentBase64: string, path = 'file.contentBase64'): Checked {
  const bytes = decoded(contentBase64, 'image', path);
  if (isJpeg(bytes)) return { bytes, contentType: 'image/jpeg' };
  if (isPng(bytes)) return { bytes, contentType: 'image/png' };
  throw new ValidationError([{ path, message: 'administration:imageOnly' }]);
}

/**
 * Every PDF upload goes through here: within the size limit, parsed by pdf.js, and free of
 * JavaScript, launch actions and embedded files (checkPdf); 400 with the field and the reason.
 */
export async function checkedPdf(
  contentBase64: string,
  path = 'file.contentBase64',
): Promise<Checked> {
  const bytes = decoded(contentBase64, 'pdf', path);
  const verdict = await checkPdf(bytes);
  if (verdict !== 'ok') throw new ValidationError([{ path, message: PDF_REFUSALS[verdict] }]);
  return { bytes, contentType: 'application/pdf' };
}
