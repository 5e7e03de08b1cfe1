/** Measures a string in points: its text, the font's name and the font size. */
export type Measure = (text: string, font: string, size: number) => number;

/** A text laid out to fit a box: the size chosen and its lines, each no wider than the box. */
export interface FittedText {
  size: number;
  lines: string[];
  /** the text did not fit even at minSize: its last line ends in an ellipsis */
  truncated: boolean;
}

export interface FitRequest {
  text: string;
  font: string;
  /** tried first, then smaller by SIZE_STEP down to minSize */
  maxSize: number;
  minSize: number;
  /** the box width in points */
  width: number;
  maxLines: number;
}

/** One line's room: the font, its size and the box width in points. */
export interface LineBox {
  font: string;
  size: number;
  width: number;
}

const SIZE_STEP = 0.25;
const segmenter = new Intl.Segmenter('es', { granularity: 'grapheme' });

/** The user-perceived characters of a text (a letter with its accents stays one). */
export const graphemes = (text: string): string[] =>
  Array.from(segmenter.segment(text), (part) => part.segment);
const ELLIPSIS = '…';

/** Characters 0x80–0x9F of WinAnsiEncoding (the standard PDF fonts' Latin encoding). */
const WIN_ANSI_HIGH = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const isWinAnsi = (ch: string): boolean => {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_HIGH.has(ch);
};

/**
 * The text in characters the standard PDF fonts can draw (WinAnsiEncoding: Latin-1, so Ñ, á, ü,
 * ¿, º stay as they are). Control characters become spaces; any other character loses its accent
 * when that leaves a WinAnsi letter (ő → o, Ș → S) and becomes '?' otherwise, rather than a wrong glyph.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (isWinAnsi(ch)) out += ch;
    else if (/\s|\p{Cc}/u.test(ch)) out += ' ';
    else {
      const bare = Array.from(ch.normalize('NFD').replace(/\p{M}/gu, ''))
        .filter(isWinAnsi)
        .join('');
      out += bare || '?';
    }
  }
  return out;
}

/** Pieces of a word no wider than the box (a word wider than the box is cut between letters). */
function cutWord(measure: Measure, word: string, { font, size, width }: LineBox) {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of graphemes(word)) {
    if (piece && measure(piece + ch, font, size) > width) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greedy line breaking at spaces; words wider than the box are cut. */
export function wrapText(measure: Measure, text: string, box: LineBox): string[] {
  const { font, size, width } = box;
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, font, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    const pieces = cutWord(measure, word, box);
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  if (line) lines.push(line);
  return lines;
}

/** The longest start of `text` that, with an ellipsis after it, fits the width. */
function ellipsize(measure: Measure, text: string, { font, size, width }: LineBox) {
  const chars = graphemes(text);
  for (let n = chars.length; n > 0; n -= 1) {
    const candidate = chars.slice(0, n).join('').trimEnd() + ELLIPSIS;
    if (measure(candidate, font, size) <= width) return candidate;
  }
  return ELLIPSIS;
}

/**
 * Fits a text in a box of `width` and at most `maxLines` lines: the largest size from maxSize
 * down to minSize at which the wrapped text takes no more lines; when even minSize needs more,
 * the last line kept ends in an ellipsis. No line is ever wider than the box.
 */
export function fitText(measure: Measure, request: FitRequest): FittedText {
  const { text, font, maxSize, minSize, width, maxLines } = request;
  for (let size = maxSize; size >= minSize - 1e-9; size -= SIZE_STEP) {
    const lines = wrapText(measure, text, { font, size, width });
    if (lines.length <= maxLines) return { size, lines, truncated: false };
  }
  const lines = wrapText(measure, text, { font, size: minSize, width });
  const kept = lines.slice(0, maxLines - 1);
  const rest = lines.slice(maxLines - 1).join(' ');
  kept.push(ellipsize(measure, rest, { font, size: minSize, width }));
  return { size: minSize, lines: kept, truncated: true };
}
