import { BADGE_TEXTS, formatBadgeDate, type BadgeTexts } from './badge-texts';
import { CARD_HEIGHT, CARD_MARGIN, CARD_WIDTH, FOOT } from './badge-card';
import { drawPhoto, drawQr } from './badge-figures';
import type { BadgeData, BadgeLanguage } from './badge.types';
import { TextPen, type Place } from './text-pen';
import type { FitRequest, FittedText } from './text-fit';

const BRAND = '#c2410c';
const INK = '#1a1b1e';
const MUTED = '#5c5f66';

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const ITALIC = 'Helvetica-Oblique';
const MONO = 'Courier';

interface Field {
  label: string;
  value: string;
  top: number;
  maxLines: number;
  font?: string;
}

/** Draws the two faces of a badge on a pdfkit document (layout in the renderer's doc comment). */
export class BadgePainter {
  private readonly texts: BadgeTexts;
  private readonly pen: TextPen;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly language: BadgeLanguage,
  ) {
    this.texts = BADGE_TEXTS[language];
    this.pen = new TextPen(doc);
  }

  private block(request: FitRequest, at: Place): number {
    return this.pen.block(request, at);
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
    const top = (height - this.pen.inkHeightOf(request)) / 2;
    this.block(request, { x: CARD_MARGIN, top, color: '#ffffff', align: 'center' });
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
    const fitted = this.pen.fit(two);
    if (!fitted.truncated) return { fitted, request: two };
    const three: FitRequest = { ...two, maxSize: 8, minSize: 5.5, maxLines: 3 };
    return { fitted: this.pen.fit(three), request: three };
  }

  front(badge: BadgeData, qrText: string) {
    const { doc, texts } = this;
    doc.addPage({ size: [CARD_WIDTH, CARD_HEIGHT], margin: 0 });
    this.band(badge.client, 28, 10);
    const photoBottom = this.photoAndQr(badge, qrText);

    const name = this.fitName(badge.fullName);
    let y = this.pen.draw(name.fitted, name.request, {
      x: CARD_MARGIN,
      top: photoBottom + 6,
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

  /** The photo on the left under the band and the QR beside it; answers the photo's bottom. */
  private photoAndQr(badge: BadgeData, qrText: string): number {
    const box = { x: CARD_MARGIN, y: 34, w: 56, h: 70 };
    drawPhoto(this.pen, badge, { ...box, noPhoto: this.texts.noPhoto });
    const qrX = box.x + box.w + 3;
    const qrSize = Math.min(CARD_WIDTH - 3 - qrX, box.h);
    drawQr(this.doc, qrText, { x: CARD_WIDTH - 3 - qrSize, y: box.y, size: qrSize });
    return box.y + box.h;
  }

  back(badge: BadgeData, qrText: string) {
    this.doc.addPage({ size: [CARD_WIDTH, CARD_HEIGHT], margin: 0 });
    this.band(badge.client, 22, 8);
    this.rules(badge.client);
    const idTop = CARD_HEIGHT - CARD_MARGIN - 16;
    const documentTop = idTop - 13;
    const qrSize = 74;
    drawQr(this.doc, qrText, {
      x: (CARD_WIDTH - qrSize) / 2,
      y: documentTop - qrSize - 3.5,
      size: qrSize,
    });
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
