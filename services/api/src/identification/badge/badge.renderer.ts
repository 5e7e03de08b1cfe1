/**
 * The printable badge: a PDF of CR80 cards (ISO/IEC 7810 ID-1, 85.60 × 53.98 mm, portrait), two
 * pages per badge (front, back), a batch of N badges as one PDF of 2N pages, drawn with pdfkit.
 *
 * Front: the client's name on a band, the photo (or the initials when there is none), the full
 * name, document, company, credential type, validity and a QR code. Back: the rules of use, the
 * return-if-found line, the QR again with the document under it, and the credential id.
 *
 * The QR carries the person's document number (badgeQrText): the guard's screen (/acceso/marcar,
 * web/src/features/access/hooks/use-guard-mark.ts lookupPerson) looks a scanned text up as a
 * document number first, then as a person id. It is drawn as vector squares from the qrcode
 * library's module matrix (crisp at any printer resolution), inside a `/QrCode BMC … EMC`
 * marked-content section so a reader (and the unit spec) can find exactly what was drawn.
 *
 * Text uses the standard Helvetica fonts in WinAnsiEncoding, which covers Spanish (Ñ, tildes, ü,
 * ¿, º); other characters are folded by toWinAnsi. Every text is fitted with the font's own
 * metrics (fitText): it shrinks, wraps to its line budget and, as a last resort, ends in an
 * ellipsis, so nothing ever runs off the card. A photo pdfkit cannot read (bytes that are not a
 * JPEG or PNG) prints as the initials placeholder rather than failing the whole batch.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { BADGE_TEXTS, formatBadgeDate, type BadgeTexts } from './badge-texts';
import type { BadgeData, BadgeLanguage } from './badge.types';
import { fitText, toWinAnsi, type FitRequest, type FittedText, type Measure } from './text-fit';

const MM = 72 / 25.4;
/** CR80 portrait, in points */
export const CARD_WIDTH = 53.98 * MM;
export const CARD_HEIGHT = 85.6 * MM;
export const CARD_MARGIN = 8;

const BRAND = '#c2410c';
const INK = '#1a1b1e';
const MUTED = '#5c5f66';
const PLACEHOLDER_FILL = '#f1f3f5';
const PLACEHOLDER_INK = '#868e96';
const LINE_GAP = 1.15;
/** the brand strip at the foot of the front */
export const FOOT = 5;

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const ITALIC = 'Helvetica-Oblique';
const MONO = 'Courier';

/** Quiet zone drawn around the QR's modules, in modules (the card's white around adds more). */
export const QR_QUIET_MODULES = 2;

/** The text a badge's QR code carries: the person's document number, as the guard resolves it. */
export function badgeQrText(badge: BadgeData): string {
  const text = badge.documentNumber.trim();
  if (!text) throw new RangeError(`Badge ${badge.credentialId} has no document number`);
  return text;
}

/** The QR's module matrix: rows of booleans, true = dark. */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const rows: boolean[][] = [];
  for (let row = 0; row < modules.size; row += 1) {
    const cells: boolean[] = [];
    for (let col = 0; col < modules.size; col += 1) cells.push(Boolean(modules.get(row, col)));
    rows.push(cells);
  }
  return rows;
}

/** Initials for the photo placeholder: "PÉREZ SOTO, Juan Carlos" → "JP". */
export function initialsOf(fullName: string): string {
  const [surnames = '', names = ''] = fullName.split(',', 2).map((part) => part.trim());
  const first = (s: string) => [...s][0] ?? '';
  const initials = names
    ? first(names) + first(surnames)
    : fullName.split(/\s+/).filter(Boolean).slice(0, 2).map(first).join('');
  return initials.toLocaleUpperCase('es') || '?';
}

type Doc = PDFKit.PDFDocument;

class BadgePainter {
  readonly measure: Measure;

  constructor(
    private readonly doc: Doc,
    private readonly texts: BadgeTexts,
    private readonly language: BadgeLanguage,
  ) {
    this.measure = (text, font, size) => doc.font(font).fontSize(size).widthOfString(text);
  }

  /** Fits a text in a box (see fitText) with the font's metrics, WinAnsi characters only. */
  fit(request: FitRequest): FittedText {
    return fitText(this.measure, { ...request, text: toWinAnsi(request.text) });
  }

  /** Fits a text in a box and draws it from `top`; answers the y after its last line. */
  private block(
    request: FitRequest,
    at: { x: number; top: number; color: string; align?: 'left' | 'center' },
  ): number {
    return this.draw(this.fit(request), request, at);
  }

  private draw(
    fitted: FittedText,
    request: FitRequest,
    at: { x: number; top: number; color: string; align?: 'left' | 'center' },
  ): number {
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
  qr(text: string, x: number, y: number, size: number) {
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

  photo(badge: BadgeData, x: number, y: number, w: number, h: number) {
    const { doc } = this;
    let drawn = false;
    if (badge.photo) {
      doc.save();
      doc.rect(x, y, w, h).clip();
      try {
        doc.image(Buffer.from(badge.photo.bytes), x, y, {
          cover: [w, h],
          align: 'center',
          valign: 'center',
        });
        drawn = true;
      } catch {
        drawn = false;
      }
      doc.restore();
    }
    if (!drawn) {
      doc.rect(x, y, w, h).fill(PLACEHOLDER_FILL);
      const initials = toWinAnsi(initialsOf(badge.fullName));
      const size = 22;
      const width = this.measure(initials, BOLD, size);
      doc
        .font(BOLD)
        .fontSize(size)
        .fillColor(PLACEHOLDER_INK)
        .text(initials, x + (w - width) / 2, y + h / 2 - size * 0.62, { lineBreak: false });
      this.block(
        {
          text: this.texts.noPhoto,
          font: FONT,
          maxSize: 5.5,
          minSize: 4,
          width: w - 4,
          maxLines: 1,
        },
        { x: x + 2, top: y + h - 9, color: PLACEHOLDER_INK, align: 'center' },
      );
    }
    doc.lineWidth(0.5).rect(x, y, w, h).stroke('#ced4da');
  }

  /** A caption over its value; answers the y after the value. */
  private field(label: string, value: string, top: number, maxLines: number, font = FONT): number {
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
    this.photo(badge, CARD_MARGIN, photoTop, photoW, photoH);
    const qrX = CARD_MARGIN + photoW + 3;
    const qrSize = Math.min(CARD_WIDTH - 3 - qrX, photoH);
    this.qr(qrText, CARD_WIDTH - 3 - qrSize, photoTop, qrSize);

    const name = this.fitName(badge.fullName);
    let y = this.draw(name.fitted, name.request, {
      x: CARD_MARGIN,
      top: photoTop + photoH + 6,
      color: INK,
    });
    y = this.field(texts.document, `${badge.documentType} ${badge.documentNumber}`, y + 4, 1);
    y = this.field(texts.company, badge.company, y + 3, 2);
    y = this.field(texts.credentialType, badge.credentialType, y + 3, 2);
    const from = formatBadgeDate(badge.startDate, this.language);
    const to = formatBadgeDate(badge.endDate, this.language);
    this.field(texts.validity, `${from} – ${to}`, y + 3, 1, BOLD);

    doc.rect(0, CARD_HEIGHT - FOOT, CARD_WIDTH, FOOT).fill(BRAND);
  }

  back(badge: BadgeData, qrText: string) {
    const { doc, texts } = this;
    doc.addPage({ size: [CARD_WIDTH, CARD_HEIGHT], margin: 0 });
    this.band(badge.client, 22, 8);
    const width = CARD_WIDTH - 2 * CARD_MARGIN;
    let y = this.block(
      { text: texts.title, font: BOLD, maxSize: 8, minSize: 6, width, maxLines: 1 },
      { x: CARD_MARGIN, top: 29, color: INK, align: 'center' },
    );
    y = this.block(
      { text: texts.rules, font: FONT, maxSize: 6.5, minSize: 5, width, maxLines: 7 },
      { x: CARD_MARGIN, top: y + 4, color: INK },
    );
    this.block(
      {
        text: texts.returnIfFound(badge.client),
        font: ITALIC,
        maxSize: 6,
        minSize: 4.5,
        width,
        maxLines: 3,
      },
      { x: CARD_MARGIN, top: y + 4, color: MUTED },
    );

    const idTop = CARD_HEIGHT - CARD_MARGIN - 16;
    const documentTop = idTop - 12;
    const qrSize = 74;
    this.qr(qrText, (CARD_WIDTH - qrSize) / 2, documentTop - qrSize - 1, qrSize);
    this.block(
      {
        text: `${badge.documentType} ${badge.documentNumber}`,
        font: BOLD,
        maxSize: 8,
        minSize: 5.5,
        width,
        maxLines: 1,
      },
      { x: CARD_MARGIN, top: documentTop, color: INK, align: 'center' },
    );
    const afterLabel = this.block(
      { text: texts.credentialId, font: FONT, maxSize: 5, minSize: 4, width, maxLines: 1 },
      { x: CARD_MARGIN, top: idTop, color: MUTED, align: 'center' },
    );
    this.block(
      { text: badge.credentialId, font: MONO, maxSize: 6, minSize: 4, width, maxLines: 1 },
      { x: CARD_MARGIN, top: afterLabel, color: INK, align: 'center' },
    );
  }
}

/**
 * One PDF with a front and a back page per badge, in the order given. Dates must be real
 * YYYY-MM-DD days and every badge needs a document number (the QR's text), else the promise
 * rejects with a RangeError before anything is drawn; so does an empty batch.
 */
export function renderBadges(
  badges: readonly BadgeData[],
  language: BadgeLanguage,
): Promise<Uint8Array> {
  if (badges.length === 0) return Promise.reject(new RangeError('No badges to print'));
  const texts = BADGE_TEXTS[language];
  let prepared: { badge: BadgeData; qrText: string }[];
  try {
    prepared = badges.map((badge) => {
      formatBadgeDate(badge.startDate, language);
      formatBadgeDate(badge.endDate, language);
      return { badge, qrText: badgeQrText(badge) };
    });
  } catch (err) {
    return Promise.reject(err as Error);
  }
  const doc = new PDFDocument({
    autoFirstPage: false,
    size: [CARD_WIDTH, CARD_HEIGHT],
    margin: 0,
    lang: language === 'es' ? 'es-CL' : 'en',
    info: { Title: texts.title, Creator: 'Faena' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  try {
    const painter = new BadgePainter(doc, texts, language);
    for (const { badge, qrText } of prepared) {
      painter.front(badge, qrText);
      painter.back(badge, qrText);
    }
    doc.end();
  } catch (err) {
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }
  return done;
}
