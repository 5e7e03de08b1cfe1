import PDFDocument from 'pdfkit';
import { fitText, graphemes, toWinAnsi, wrapText, type Measure } from './text-fit';

/** A monospace font: every character is half the size wide. */
const mono: Measure = (text, _font, size) => graphemes(text).length * size * 0.5;

/** Helvetica's own metrics, as the renderer measures. */
const doc = new PDFDocument({ autoFirstPage: false });
const helvetica: Measure = (text, font, size) => doc.font(font).fontSize(size).widthOfString(text);

describe('toWinAnsi', () => {
  it('keeps Spanish as it is (Ñ, tildes, diaeresis, ¿¡, º, –)', () => {
    const spanish = 'PEÑA MUÑOZ, José Ángel ¿Güemes? ¡Sí! N.º 5 – Íñigo Úrsula';
    expect(toWinAnsi(spanish)).toBe(spanish);
  });
  it('composes decomposed accents first', () =>
    expect(toWinAnsi('Pen\u0303a Jose\u0301')).toBe('Peña José'));
  it('drops accents WinAnsi lacks, and marks what has no Latin letter', () =>
    expect(toWinAnsi('Ștefan Łódź 王 😀')).toBe('Stefan ?ódz ? ?'));
  it('counts a letter with a combining accent as one character', () =>
    expect(graphemes('Pen\u0303a')).toHaveLength(4));
  it('turns control characters into spaces', () => expect(toWinAnsi('a\tb\nc')).toBe('a b c'));
});

describe('wrapText', () => {
  it('breaks at spaces, greedily', () =>
    expect(wrapText(mono, 'aaa bbb ccc', { font: 'F', size: 2, width: 7 })).toEqual([
      'aaa bbb',
      'ccc',
    ]));
  it('cuts a word wider than the box between letters', () =>
    expect(wrapText(mono, 'abcdefghij k', { font: 'F', size: 2, width: 4 })).toEqual([
      'abcd',
      'efgh',
      'ij k',
    ]));
});

describe('fitText', () => {
  const base = { font: 'F', maxSize: 10, minSize: 5, width: 50, maxLines: 2 };

  it('keeps the largest size when the text fits on one line', () =>
    expect(fitText(mono, { ...base, text: 'short' })).toEqual({
      size: 10,
      lines: ['short'],
      truncated: false,
    }));

  it('shrinks before it needs another line', () => {
    const fitted = fitText(mono, { ...base, text: 'abcdefghijkl', maxLines: 1 });
    expect(fitted.lines).toEqual(['abcdefghijkl']);
    expect(fitted.size).toBeLessThan(10);
    expect(mono('abcdefghijkl', 'F', fitted.size)).toBeLessThanOrEqual(50);
  });

  it('wraps to its line budget', () => {
    const fitted = fitText(mono, { ...base, text: 'abcdefgh ijklmnop' });
    expect(fitted.lines).toEqual(['abcdefgh', 'ijklmnop']);
    expect(fitted.truncated).toBe(false);
  });

  it('ends the last line in an ellipsis when even the smallest size needs more lines', () => {
    const fitted = fitText(mono, { ...base, text: 'word '.repeat(40) });
    expect(fitted).toMatchObject({ size: 5, truncated: true });
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]).toMatch(/…$/);
  });

  it('never answers a line wider than the box, whatever the text', () => {
    const texts = [
      'x',
      'W'.repeat(200),
      'DE LA FUENTE ÑÚÑEZ VILLANUEVA DEL CASTILLO, María Fernanda Guadalupe Inés Ángeles',
      'Servicios Integrales de Ingeniería, Mantenimiento y Logística Minera del Sur S.A.C.',
      'MMMMMMMMMMMMMMMMMMMMMMMM WWWWWWWWWWWWWWWWWWWWWWW iiiiii',
    ];
    for (const text of texts)
      for (const maxLines of [1, 2, 3]) {
        const request = {
          text,
          font: 'Helvetica-Bold',
          maxSize: 10,
          minSize: 5.5,
          width: 137,
          maxLines,
        };
        const fitted = fitText(helvetica, request);
        expect(fitted.lines.length).toBeLessThanOrEqual(maxLines);
        for (const line of fitted.lines)
          expect(helvetica(line, request.font, fitted.size)).toBeLessThanOrEqual(137);
      }
  });

  it('fits an 80-character name on the card width with Helvetica metrics, whole', () => {
    const name = 'DE LA FUENTE ÑÚÑEZ VILLANUEVA DEL CASTILLO, María Fernanda Guadalupe Inés Ángela';
    expect(graphemes(name)).toHaveLength(80);
    const fitted = fitText(helvetica, {
      text: name,
      font: 'Helvetica-Bold',
      maxSize: 8,
      minSize: 5.5,
      width: 137,
      maxLines: 3,
    });
    expect(fitted.truncated).toBe(false);
    expect(fitted.lines.join(' ')).toBe(name);
  });
});
