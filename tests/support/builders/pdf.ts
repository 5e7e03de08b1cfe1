import { deflateSync } from 'node:zlib';

/**
 * Crafted PDFs for the upload checks: a valid one-page file written with a correct cross-reference
 * table, and the same file with active content (a script in the OpenAction, a launch action, an
 * embedded file, the launch action hidden in a compressed object stream), or cut short.
 */
const TEXT = 'BT /F1 12 Tf 72 720 Td (Faena) Tj ET';

function pdfOf(objects: string[], note = ''): Buffer {
  let out = `%PDF-1.7\n%\xe2\xe3\xcf\xd3\n${note ? `% ${note.replace(/[\r\n]/g, ' ')}\n` : ''}`;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Catalog (1), pages (2), page (3), its text (4), font (5); extra entries for the catalog and the page. */
const onePage = (catalogExtra = '', pageExtra = '') => [
  `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${pageExtra} >>`,
  `<< /Length ${TEXT.length} >>\nstream\n${TEXT}\nendstream`,
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
];

/** An object stream (object 6) that holds object 7, the given dictionary, compressed. */
function objectStream(dictionary: string): string {
  const header = '7 0 ';
  const body = Buffer.from(`${header}${dictionary}`, 'latin1');
  const packed = deflateSync(body);
  return `<< /Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n${packed.toString('latin1')}\nendstream`;
}

export const PDFS = {
  /** a valid one-page file; the note (a comment) makes files with different bytes */
  valid: (note = '') => pdfOf(onePage(), note),
  /** a valid file of exactly `bytes` bytes: padded by a comment before the objects */
  ofSize: (bytes: number) =>
    pdfOf(onePage(), 'x'.repeat(Math.max(0, bytes - pdfOf(onePage(), 'x').length + 1))),
  javaScriptOpenAction: () =>
    pdfOf(onePage('/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>')),
  launch: () => pdfOf(onePage('/OpenAction << /S /Launch /F (cmd.exe) >>')),
  /** /Launch spelled with #-escapes, so a plain text search misses it */
  launchEscaped: () => pdfOf(onePage('/OpenAction << /S /L#61unch /F (cmd.exe) >>')),
  /** the launch action compressed inside an object stream */
  launchInObjectStream: () =>
    pdfOf([...onePage('/OpenAction 7 0 R'), objectStream('<< /S /Launch /F (cmd.exe) >>')]),
  embeddedFile: () =>
    pdfOf([
      ...onePage('/Names << /EmbeddedFiles << /Names [(run.exe) 6 0 R] >> >>'),
      '<< /Type /Filespec /F (run.exe) /EF << /F 7 0 R >> >>',
      '<< /Type /EmbeddedFile /Length 3 >>\nstream\nMZ!\nendstream',
    ]),
  /** a link annotation whose action is a script */
  javaScriptLink: () =>
    pdfOf([
      ...onePage('', '/Annots [6 0 R]'),
      '<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /S /JavaScript /JS (app.alert\\(2\\)) >> >>',
    ]),
  /** the PDF header and then garbage */
  garbage: () => Buffer.from(`%PDF-1.7\n${'garbage '.repeat(40)}\n%%EOF\n`, 'latin1'),
  /** a valid file cut short in its page tree */
  truncated: () => pdfOf(onePage()).subarray(0, 160),
};
