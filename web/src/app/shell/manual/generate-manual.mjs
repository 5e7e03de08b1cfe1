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

/** Blocks [kind, text] → pages of [font, size, x, y, text]. */
function layout(blocks, footer) {
  const pages = [[]];
  let y = PAGE.h - PAGE.margin;
  const put = (font, size, x, text) => pages[pages.length - 1].push([font, size, x, y, text]);
  for (const [kind, text] of blocks) {
    const st = STYLE[kind];
    const indent = kind === 'li' ? 14 : 0;
    const lines = wrap(
      kind === 'li' ? text : text,
      kind === 'title' ? 50 : kind === 'h' ? 70 : CHARS_PER_LINE - indent / 5,
    );
    if (kind === 'h') y -= 6;
    if (y - st.lead * Math.min(lines.length, 3) < PAGE.margin + 30) {
      pages.push([]);
      y = PAGE.h - PAGE.margin;
    }
    lines.forEach((l, i) => {
      if (y < PAGE.margin + 30) {
        pages.push([]);
        y = PAGE.h - PAGE.margin;
      }
      put(
        st.font,
        st.size,
        PAGE.margin + indent,
        kind === 'li' && i === 0 ? `- ${l}` : kind === 'li' ? `  ${l}` : l,
      );
      y -= st.lead;
    });
    y -= kind === 'title' ? 10 : 4;
  }
  return pages.map((items, i) => [
    ...items,
    ['F1', 8, PAGE.margin, 30, `${footer} - ${i + 1}/${pages.length}`],
  ]);
}

function pdf(blocks, meta) {
  const pages = layout(blocks, meta.footer);
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
  const kids = pages.map((items) => {
    const stream = items
      .map(
        ([font, size, x, y, text]) =>
          `BT /${font} ${size} Tf ${x} ${y.toFixed(1)} Td (${esc(text)}) Tj ET`,
      )
      .join('\n');
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

for (const [name, manual] of [
  ['manual-usuario.pdf', MANUAL_ES],
  ['user-manual.pdf', MANUAL_EN],
]) {
  const bytes = pdf(manual.blocks, manual.meta);
  writeFileSync(join(OUT, name), bytes);
  console.log(`${name}: ${bytes.length} bytes`);
}
