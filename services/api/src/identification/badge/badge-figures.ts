import { QR_QUIET_MODULES, initialsOf, qrMatrix } from './badge-card';
import { printablePhoto } from './badge-photo';
import type { BadgeData } from './badge.types';
import { toWinAnsi } from './text-fit';
import type { TextPen } from './text-pen';

const PLACEHOLDER_FILL = '#f1f3f5';
const PLACEHOLDER_INK = '#868e96';
const INITIALS_FONT = 'Helvetica-Bold';
const NOTE_FONT = 'Helvetica';

/** A rectangle on the page, in points from the top left. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The photo's place and the words under the initials when there is no photo. */
export interface PhotoBox extends Box {
  noPhoto: string;
}

/**
 * The QR in a square of `size` points at (x, y), its quiet zone inside the square: each row's
 * runs of dark modules as rectangles of one path, in a `/QrCode BMC … EMC` section.
 */
export function drawQr(
  doc: PDFKit.PDFDocument,
  text: string,
  { x, y, size }: { x: number; y: number; size: number },
) {
  const matrix = qrMatrix(text);
  const module = size / (matrix.length + 2 * QR_QUIET_MODULES);
  doc.markContent('QrCode');
  doc.save();
  doc.translate(x + QR_QUIET_MODULES * module, y + QR_QUIET_MODULES * module);
  doc.scale(module);
  matrix.forEach((cells, row) => {
    let col = 0;
    while (col < cells.length) {
      if (!cells[col]) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < cells.length && cells[col]) col += 1;
      doc.rect(start, row, col - start, 1);
    }
  });
  doc.fill('#000000');
  doc.restore();
  doc.endMarkedContent();
}

/** Draws an image cropped to cover the box; false when it is no JPEG or PNG that reads. */
function drawImage(doc: PDFKit.PDFDocument, bytes: Uint8Array, { x, y, w, h }: Box): boolean {
  const image = printablePhoto(bytes);
  if (!image) return false;
  doc.save();
  doc.rect(x, y, w, h).clip();
  try {
    doc.image(image, x, y, { cover: [w, h], align: 'center', valign: 'center' });
    return true;
  } catch {
    return false;
  } finally {
    doc.restore();
  }
}

/** The initials on grey with a small "no photo" under them. */
function drawInitials(pen: TextPen, fullName: string, { x, y, w, h, noPhoto }: PhotoBox) {
  pen.doc.rect(x, y, w, h).fill(PLACEHOLDER_FILL);
  const initials = toWinAnsi(initialsOf(fullName));
  const size = 22;
  const width = pen.measure(initials, INITIALS_FONT, size);
  pen.doc
    .font(INITIALS_FONT)
    .fontSize(size)
    .fillColor(PLACEHOLDER_INK)
    .text(initials, x + (w - width) / 2, y + h / 2 - size * 0.62, { lineBreak: false });
  pen.block(
    { text: noPhoto, font: NOTE_FONT, maxSize: 5.5, minSize: 4, width: w - 4, maxLines: 1 },
    { x: x + 2, top: y + h - 9, color: PLACEHOLDER_INK, align: 'center' },
  );
}

/**
 * The person's photo cropped to cover its box, else (no photo, or bytes that are no JPEG or PNG
 * that reads: printablePhoto) the initials placeholder; a thin frame either way.
 */
export function drawPhoto(pen: TextPen, badge: BadgeData, box: PhotoBox) {
  if (!badge.photo || !drawImage(pen.doc, badge.photo.bytes, box))
    drawInitials(pen, badge.fullName, box);
  pen.doc.lineWidth(0.5).rect(box.x, box.y, box.w, box.h).stroke('#ced4da');
}
