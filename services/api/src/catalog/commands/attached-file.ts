import { FILE_MAX_BYTES, ValidationError } from '@faena/contracts';

type Kind = 'pdf' | 'image';

const isPdf = (b: Buffer) => b.subarray(0, 5).toString('latin1') === '%PDF-';
const isJpeg = (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Buffer) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));

/** Decodes an attached file and checks its content (not its name) and size; 400 with the field otherwise. */
export function checkedFile(contentBase64: string, kind: Kind, path = 'file.contentBase64'): { bytes: Buffer; contentType: string } {
  const clean = contentBase64.replace(/^data:[^;]+;base64,/, '');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(clean)) throw new ValidationError([{ path, message: kind === 'pdf' ? 'catalog:pdfOnly' : 'catalog:imageOnly' }]);
  const bytes = Buffer.from(clean, 'base64');
  if (bytes.length > FILE_MAX_BYTES) throw new ValidationError([{ path, message: 'catalog:fileTooLarge' }]);
  if (kind === 'pdf') {
    if (!isPdf(bytes)) throw new ValidationError([{ path, message: 'catalog:pdfOnly' }]);
    return { bytes, contentType: 'application/pdf' };
  }
  if (isJpeg(bytes)) return { bytes, contentType: 'image/jpeg' };
  if (isPng(bytes)) return { bytes, contentType: 'image/png' };
  throw new ValidationError([{ path, message: 'catalog:imageOnly' }]);
}
