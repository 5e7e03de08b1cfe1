import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { pdfjs } from './pdfjs';
import { scanPdfNames } from './pdf-names';

/** Why a PDF is refused, or 'ok'. */
export type PdfVerdict = 'ok' | 'unreadable' | 'active' | 'opaque';

/** pdf.js as a checker: no eval, no fonts or system fonts loaded, every parse error fatal. */
const LOAD_OPTIONS = {
  isEvalSupported: false,
  stopAtErrors: true,
  disableFontFace: true,
  useSystemFonts: false,
  verbosity: 0,
} as const;
/** annotationType of a file attachment annotation (pdf.js AnnotationType.FILEATTACHMENT). */
const FILE_ATTACHMENT = 17;

type Annotation = { annotationType?: number; actions?: object | null; attachment?: unknown };
const hasEntries = (o: object | null | undefined) =>
  o !== null && o !== undefined && Object.keys(o).length > 0;

/** Scripts or files pdf.js itself finds: document and page actions, annotations, attachments. */
async function activeContentOf(doc: PDFDocumentProxy): Promise<boolean> {
  if (
    hasEntries(await doc.getJSActions()) ||
    hasEntries((await doc.getAttachments()) as object | null)
  )
    return true;
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    if (hasEntries(await page.getJSActions())) return true;
    const annotations = (await page.getAnnotations()) as Annotation[];
    if (
      annotations.some(
        (a) =>
          a.annotationType === FILE_ATTACHMENT ||
          a.attachment !== undefined ||
          hasEntries(a.actions),
      )
    )
      return true;
  }
  return false;
}

/**
 * Checks an uploaded PDF by its content: it must parse with pdf.js, page by page, and carry no
 * JavaScript, launch action or embedded file. pdf.js reports scripts and attachments; launch
 * actions it turns into plain links, so a scan of the file's names (object streams included)
 * finds those, and also what pdf.js might not reach.
 */
export async function checkPdf(bytes: Buffer): Promise<PdfVerdict> {
  const names = scanPdfNames(bytes);
  if (names.kind === 'active') return 'active';
  let doc: PDFDocumentProxy;
  try {
    doc = await pdfjs().getDocument({ data: new Uint8Array(bytes), ...LOAD_OPTIONS }).promise;
  } catch {
    return 'unreadable';
  }
  try {
    if (await activeContentOf(doc)) return 'active';
    return names.kind === 'opaque' ? 'opaque' : 'ok';
  } catch {
    return 'unreadable';
  } finally {
    await doc.destroy();
  }
}
