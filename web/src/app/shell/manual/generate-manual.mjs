// Writes the user manuals web/public/manual/manual-usuario.pdf (es) and user-manual.pdf (en):
// plain PDF 1.4, Helvetica with WinAnsiEncoding (Spanish letters are Latin-1), A4 pages.
// Run: node web/src/app/shell/manual/generate-manual.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANUAL_EN, MANUAL_ES } from './manual-text.mjs';

const OUT = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  'public',
  'manual',
);
const PAGE = { w: 595, h: 842, margin: 56 };
const STYLE = {
  title: { font: 'F2', size: 20, lead: 28 },
  h: { font: 'F2', size: 13, lead: 20 },
  p: { font: 'F1', size: 10.5, lead: 14.5 },
  li: { font: 'F1', size: 10.5, lead: 14.5 },
};
const CHARS_PER_LINE = 92; // Helvetica 10.5 pt on 483 pt of text width, a safe estimate

const esc = (s) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The characters per line of a block kind (a list item's indent takes some). */
const widthOf = (kind, indent) =>
  kind === 'title' ? 50 : kind === 'h' ? 70 : CHARS_PER_LINE - indent / 5;

/** A list item's first line carries the dash; its other lines align under the text. */
const lineText = (kind, line, i) => (kind !== 'li' ? line : i === 0 ? `- ${line}` : `  ${line}`);

/** Each page's footer: the manual's name and "page/pages". */
const withFooters = (pages, footer) =>
  pages.map((items, i) => [
    ...items,
    ['F1', 8, PAGE.margin, 30, `${footer} - ${i + 1}/${pages.length}`],
  ]);

/** Blocks [kind, text] → pages of [font, size, x, y, text]. */
function layout(blocks, footer) {
  const pages = [[]];
  let y = PAGE.h - PAGE.margin;
  const breakBelow = (limit) => {
    if (y >= limit) return;
    pages.push([]);
    y = PAGE.h - PAGE.margin;
  };
  for (const [kind, text] of blocks) {
    const st = STYLE[kind];
    const indent = kind === 'li' ? 14 : 0;
    const lines = wrap(text, widthOf(kind, indent));
    if (kind === 'h') y -= 6;
    // a heading or paragraph does not start with fewer than 3 of its lines on the page
    breakBelow(PAGE.margin + 30 + st.lead * Math.min(lines.length, 3));
    lines.forEach((l, i) => {
      breakBelow(PAGE.margin + 30);
      pages[pages.length - 1].push([
        st.font,
        st.size,
        PAGE.margin + indent,
        y,
        lineText(kind, l, i),
      ]);
      y -= st.lead;
    });
    y -= kind === 'title' ? 10 : 4;
  }
  return withFooters(pages, footer);
}

/** A page's content stream: one text object per line. */
const pageStream = (items) =>
  items
    .map(
      ([font, size, x, y, text]) =>
        `BT /${font} ${size} Tf ${x} ${y.toFixed(1)} Td (${esc(text)}) Tj ET`,
    )
    .join('\n');

/** The objects (1-based numbers) as a PDF file: header, bodies, cross-reference table, trailer. */
function serialize(objs, { catalog, info }) {
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objs.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function pdf(blocks, meta) {
  const objs = [];
  const add = (body) => objs.push(body) && objs.length;
  const catalog = add(null);
  const pagesObj = add(null);
  const f1 = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  );
  const f2 = add(
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  );
  const kids = layout(blocks, meta.footer).map((items) => {
    const stream = pageStream(items);
    const content = add(
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
    return add(
      `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE.w} ${PAGE.h}] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${content} 0 R >>`,
    );
  });
  objs[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objs[pagesObj - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(
    `<< /Title (${esc(meta.title)}) /Author (Faena) /Producer (generate-manual.mjs) /CreationDate (D:20261122000000Z) >>`,
  );
  return serialize(objs, { catalog, info });
}

for (const [name, manual] of [
  ['manual-usuario.pdf', MANUAL_ES],
  ['user-manual.pdf', MANUAL_EN],
]) {
  const bytes = pdf(manual.blocks, manual.meta);
  writeFileSync(join(OUT, name), bytes);
  console.log(`${name}: ${bytes.length} bytes`);
}
