import { fitText, toWinAnsi, type FitRequest, type FittedText, type Measure } from './text-fit';

const LINE_GAP = 1.15;
const CAP_HEIGHT = 0.718;

/** Where a text block goes: its left edge (or the box's, when centred), its top and colour. */
export interface Place {
  x: number;
  top: number;
  color: string;
  align?: 'left' | 'center';
}

/** Fitted text on a pdfkit document, measured with the document's own font metrics. */
export class TextPen {
  readonly measure: Measure;

  constructor(readonly doc: PDFKit.PDFDocument) {
    this.measure = (text, font, size) => doc.font(font).fontSize(size).widthOfString(text);
  }

  /** Fits a text in a box (see fitText) with the font's metrics, WinAnsi characters only. */
  fit(request: FitRequest): FittedText {
    return fitText(this.measure, { ...request, text: toWinAnsi(request.text) });
  }

  /** Fits a text in a box and draws it from `top`; answers the y after its last line. */
  block(request: FitRequest, at: Place): number {
    return this.draw(this.fit(request), request, at);
  }

  draw(fitted: FittedText, request: FitRequest, at: Place): number {
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

  /**
   * How tall a fitted text looks: from the first line's cap height to the last line's baseline
   * (Helvetica's capitals stand 0.718 of the size; pdfkit puts that above the baseline), to
   * centre it in a band.
   */
  inkHeightOf(request: FitRequest): number {
    const fitted = this.fit(request);
    return (fitted.lines.length - 1) * fitted.size * LINE_GAP + CAP_HEIGHT * fitted.size;
  }
}
