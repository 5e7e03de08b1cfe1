import { BADGE_TEXTS, formatBadgeDate, type BadgeTexts } from './badge-texts';
import {
  CARD_HEIGHT,
  CARD_MARGIN,
  CARD_WIDTH,
  FOOT,
  QR_QUIET_MODULES,
  initialsOf,
  qrMatrix,
} from './badge-card';
import type { BadgeData, BadgeLanguage } from './badge.types';
import { fitText, toWinAnsi, type FitRequest, type FittedText, type Measure } from './text-fit';

const BRAND = '#c2410c';
const INK = '#1a1b1e';
const MUTED = '#5c5f66';
const PLACEHOLDER_FILL = '#f1f3f5';
const PLACEHOLDER_INK = '#868e96';
const LINE_GAP = 1.15;

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const ITALIC = 'Helvetica-Oblique';
const MONO = 'Courier';

interface Place {
  x: number;
  top: number;
  color: string;
  align?: 'left' | 'center';
}
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Field {
  label: string;
  value: string;
  top: number;
  maxLines: number;
  font?: string;
}

/** Draws the two faces of a badge on a pdfkit document (layout in the renderer's doc comment). */
export class BadgePainter {
  readonly measure: Measure;
  private readonly texts: BadgeTexts;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly language: BadgeLanguage,
  ) {
    this.texts = BADGE_TEXTS[language];
    this.measure = (text, font, size) => doc.font(font).fontSize(size).widthOfString(text);
  }

  /** Fits a text in a box (see fitText) with the font's metrics, WinAnsi characters only. */
  fit(request: FitRequest): FittedText {
    return fitText(this.measure, { ...request, text: toWinAnsi(request.text) });
  }

  /** Fits a text in a box and draws it from `top`; answers the y after its last line. */
  private block(request: FitRequest, at: Place): number {
    return this.draw(this.fit(request), request, at);
  }

  private draw(fitted: FittedText, request: FitRequest, at: Place): number {
    const lineHeight = fitted.size * LINE_GAP;
    let y = at.top;
    for (const line of fitted.lines) {
      const width = this.measure(line, request.font, fitted.size);
      const x = at.align === 'center' ? at.x + (request.width - width) / 2 : at.x;
      this.doc
        .font(request.font)
        .fontSize(fitted.size)
        .fillColor(at.color)
        .text(line, x, y, { lineBreak: false });
      y += lineHeight;
    }
    return y;
  }

  /** Height a fitted text takes (to centre it vertically). */
  private heightOf(request: FitRequest): number {
    const fitted = this.fit(request);
    return fitted.lines.length * fitted.size * LINE_GAP;
  }

  private band(client: string, height: number, maxSize: number) {
    const { doc } = this;
    doc.rect(0, 0, CARD_WIDTH, height).fill(BRAND);
    const request: FitRequest = {
      text: client,
      font: BOLD,
      maxSize,
      minSize: 5.5,
      width: CARD_WIDTH - 2 * CARD_MARGIN,
      maxLines: 2,
    };
    const top = (height - this.heightOf(request)) / 2 + 0.5;
    this.block(request, { x: CARD_MARGIN, top, color: '#ffffff', align: 'center' });
  }

  /** The QR in a square of `size` points at (x, y), quiet zone included. */
  qr(text: string, { x, y, size }: { x: number; y: number; size: number }) {
    const { doc } = this;
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

  /** The photo cropped to cover its box, else the initials on grey ("no photo"). */
  photo(badge: BadgeData, box: Box) {
    const { x, y, w, h } = box;
    if (!badge.photo || !this.image(badge.photo.bytes, box)) this.initials(badge.fullName, box);
    this.doc.lineWidth(0.5).rect(x, y, w, h).stroke('#ced4da');
  }

  /** Draws an image cropped to cover the box; false when pdfkit cannot read it. */
  private image(bytes: Uint8Array, { x, y, w, h }: Box): boolean {
    const { doc } = this;
    doc.save();
    doc.rect(x, y, w, h).clip();
    try {
      doc.image(Buffer.from(bytes), x, y, { cover: [w, h], align: 'center', valign: 'center' });
      return true;
    } catch {
      return false;
    } finally {
      doc.restore();
    }
  }

  private initials(fullName: string, { x, y, w, h }: Box) {
    const { doc } = this;
    doc.rect(x, y, w, h).fill(PLACEHOLDER_FILL);
    const initials = toWinAnsi(initialsOf(fullName));
    const size = 22;
    const width = this.measure(initials, BOLD, size);
    doc
      .font(BOLD)
      .fontSize(size)
      .fillColor(PLACEHOLDER_INK)
      .text(initials, x + (w - width) / 2, y + h / 2 - size * 0.62, { lineBreak: false });
    const note = this.texts.noPhoto;
    this.block(
      { text: note, font: FONT, maxSize: 5.5, minSize: 4, width: w - 4, maxLines: 1 },
      { x: x + 2, top: y + h - 9, color: PLACEHOLDER_INK, align: 'center' },
    );
  }

  /** A caption over its value; answers the y after the value. */
  private field({ label, value, top, maxLines, font = FONT }: Field): number {
    const width = CARD_WIDTH - 2 * CARD_MARGIN;
    const afterLabel = this.block(
      { text: label, font: BOLD, maxSize: 5, minSize: 4, width, maxLines: 1 },
      { x: CARD_MARGIN, top, color: MUTED },
    );
    return this.block(
      { text: value, font, maxSize: 8, minSize: 5.5, width, maxLines },
      { x: CARD_MARGIN, top: afterLabel, color: INK },
    );
  }

  /**
   * The full name: up to two lines from 10.5 pt down to 7 pt; a name that needs more takes three
   * lines from 8 pt down to 5.5 pt (the card's height is budgeted for that).
   */
  fitName(fullName: string): { fitted: FittedText; request: FitRequest } {
    const width = CARD_WIDTH - 2 * CARD_MARGIN;
    const two: FitRequest = {
      text: fullName,
      font: BOLD,
      maxSize: 10.5,
      minSize: 7,
      width,
      maxLines: 2,
    };
    const fitted = this.fit(two);
    if (!fitted.truncated) return { fitted, request: two };
    const three: FitRequest = { ...two, maxSize: 8, minSize: 5.5, maxLines: 3 };
    return { fitted: this.fit(three), request: three };
  }

  front(badge: BadgeData, qrText: string) {
    const { doc, texts } = this;
    doc.addPage({ size: [CARD_WIDTH, CARD_HEIGHT], margin: 0 });
    this.band(badge.client, 28, 10);

    const photoTop = 34;
    const photoW = 56;
    const photoH = 70;
    this.photo(badge, { x: CARD_MARGIN, y: photoTop, w: photoW, h: photoH });
    const qrX = CARD_MARGIN + photoW + 3;
    const qrSize = Math.min(CARD_WIDTH - 3 - qrX, photoH);
    this.qr(qrText, { x: CARD_WIDTH - 3 - qrSize, y: photoTop, size: qrSize });

    const name = this.fitName(badge.fullName);
    let y = this.draw(name.fitted, name.request, {
      x: CARD_MARGIN,
      top: photoTop + photoH + 6,
      color: INK,
    });
    const document = `${badge.documentType} ${badge.documentNumber}`;
    y = this.field({ label: texts.document, value: document, top: y + 4, maxLines: 1 });
    y = this.field({ label: texts.company, value: badge.company, top: y + 3, maxLines: 2 });
    const type = badge.credentialType;
    y = this.field({ label: texts.credentialType, value: type, top: y + 3, maxLines: 2 });
    const from = formatBadgeDate(badge.startDate, this.language);
    const to = formatBadgeDate(badge.endDate, this.language);
    const validity = `${from} – ${to}`;
    this.field({ label: texts.validity, value: validity, top: y + 3, maxLines: 1, font: BOLD });

    doc.rect(0, CARD_HEIGHT - FOOT, CARD_WIDTH, FOOT).fill(BRAND);
  }

  back(badge: BadgeData, qrText: string) {
    this.doc.addPage({ size: [CARD_WIDTH, CARD_HEIGHT], margin: 0 });
    this.band(badge.client, 22, 8);
    this.rules(badge.client);
    const idTop = CARD_HEIGHT - CARD_MARGIN - 16;
    const documentTop = idTop - 13;
    const qrSize = 74;
    this.qr(qrText, { x: (CARD_WIDTH - qrSize) / 2, y: documentTop - qrSize - 3.5, size: qrSize });
    const width = CARD_WIDTH - 2 * CARD_MARGIN;
    const document = `${badge.documentType} ${badge.documentNumber}`;
    const center = { x: CARD_MARGIN, align: 'center' } as const;
    this.block(
      { text: document, font: BOLD, maxSize: 8, minSize: 5.5, width, maxLines: 1 },
      { ...center, top: documentTop, color: INK },
    );
    const afterLabel = this.block(
      { text: this.texts.credentialId, font: FONT, maxSize: 5, minSize: 4, width, maxLines: 1 },
      { ...center, top: idTop, color: MUTED },
    );
    this.block(
      { text: badge.credentialId, font: MONO, maxSize: 6, minSize: 4, width, maxLines: 1 },
      { ...center, top: afterLabel, color: INK },
    );
  }

  /** The back's title, rules of use and return-if-found line, from under the band down. */
  private rules(client: string) {
    const { texts } = this;
    const width = CARD_WIDTH - 2 * CARD_MARGIN;
    let y = this.block(
      { text: texts.title, font: BOLD, maxSize: 8, minSize: 6, width, maxLines: 1 },
      { x: CARD_MARGIN, top: 29, color: INK, align: 'center' },
    );
    y = this.block(
      { text: texts.rules, font: FONT, maxSize: 6.5, minSize: 5, width, maxLines: 7 },
      { x: CARD_MARGIN, top: y + 4, color: INK },
    );
    const returnLine = texts.returnIfFound(client);
    this.block(
      { text: returnLine, font: ITALIC, maxSize: 6, minSize: 4.5, width, maxLines: 3 },
      { x: CARD_MARGIN, top: y + 4, color: MUTED },
    );
  }
}
