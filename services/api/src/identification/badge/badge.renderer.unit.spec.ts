import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { checkPdf } from '../../platform/files/pdf-check';
import { pdfjs } from '../../platform/files/pdfjs';
import {
  CARD_HEIGHT,
  CARD_MARGIN,
  CARD_WIDTH,
  FOOT,
  QR_QUIET_MODULES,
  badgeQrText,
  initialsOf,
  qrMatrix,
  renderBadges,
} from './badge.renderer';
import type { BadgeData } from './badge.types';
import { graphemes } from './text-fit';

const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, 'fixtures', name)));
const JPEG = fixture('photo.jpg');
const PNG = fixture('photo.png');

const badge = (over: Partial<BadgeData> = {}): BadgeData => ({
  credentialId: '0192f3a4-7b1c-7d2e-9f00-1a2b3c4d5e6f',
  fullName: 'PEÑA MUÑOZ, José Ángel',
  documentType: 'DNI',
  documentNumber: '45873216',
  company: 'Constructora Andina S.A.C.',
  credentialType: 'Contratista',
  startDate: '2026-03-01',
  endDate: '2027-02-28',
  client: 'Minera Los Andes S.A.',
  ...over,
});

async function open(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return pdfjs().getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
}

interface TextItem {
  str: string;
  width: number;
  height: number;
  transform: number[];
}

async function itemsOf(doc: PDFDocumentProxy, page: number): Promise<TextItem[]> {
  const content = await (await doc.getPage(page)).getTextContent();
  return (content.items as TextItem[]).filter((item) => 'str' in item && item.str.trim() !== '');
}

/** A page's text, lines joined by single spaces (a wrapped text reads as it was given). */
async function textOf(doc: PDFDocumentProxy, page: number): Promise<string> {
  return (await itemsOf(doc, page))
    .map((item) => item.str)
    .join(' ')
    .replace(/\s+/g, ' ');
}

/** How often pdf.js paints an image on a page. */
async function imagesOn(doc: PDFDocumentProxy, page: number): Promise<number> {
  const { OPS } = pdfjs();
  const ops = await (await doc.getPage(page)).getOperatorList();
  return ops.fnArray.filter(
    (fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject,
  ).length;
}

/** The inflated content of every Flate stream of the file, in file order. */
function inflatedStreams(bytes: Uint8Array): string[] {
  const pdf = Buffer.from(bytes);
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    if (start < 0) return out;
    const end = pdf.indexOf('\nendstream', start);
    try {
      out.push(inflateSync(pdf.subarray(start + 7, end)).toString('latin1'));
    } catch {
      // an image's or a font's data, not a content stream
    }
    at = end + 10;
  }
}

interface DrawnQr {
  /** one PDF unit of the QR's drawing space, in points (the module size) */
  module: number;
  /** where the module grid starts, in the page's (top-down) points */
  x: number;
  y: number;
  matrix: boolean[][];
}

/**
 * Every QR as drawn: the squares inside each `/QrCode BMC … EMC` section of the content
 * streams, placed by the section's own `cm` transforms, back into a matrix of modules.
 */
function drawnQrs(bytes: Uint8Array): DrawnQr[] {
  const qrs: DrawnQr[] = [];
  for (const stream of inflatedStreams(bytes))
    for (const [, body = ''] of stream.matchAll(/\/QrCode BMC([\s\S]*?)EMC/g)) {
      let [a, d, e, f] = [1, 1, 0, 0];
      for (const [, ...m] of body.matchAll(/(\S+) (\S+) (\S+) (\S+) (\S+) (\S+) cm/g)) {
        const [ma, , , md, me, mf] = m.map(Number) as [
          number,
          number,
          number,
          number,
          number,
          number,
        ];
        [e, f] = [e + a * me, f + d * mf];
        [a, d] = [a * ma, d * md];
      }
      const squares = [...body.matchAll(/(\S+) (\S+) (\S+) (\S+) re/g)].map(([, ...r]) =>
        r.map(Number),
      ) as [number, number, number, number][];
      const size = Math.max(...squares.map(([x, , w]) => x + w));
      const matrix = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
      for (const [x, y, w, h] of squares)
        for (let row = y; row < y + h; row += 1)
          for (let col = x; col < x + w; col += 1) matrix[row]![col] = true;
      expect(a).toBeCloseTo(d);
      qrs.push({ module: a, x: e, y: f, matrix });
    }
  return qrs;
}

/** A matrix as an RGBA picture, 4 px a module, with the standard 4-module quiet zone. */
function decode(matrix: boolean[][]): string | null {
  const scale = 4;
  const side = (matrix.length + 8) * scale;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  matrix.forEach((cells, row) =>
    cells.forEach((dark, col) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy += 1)
        for (let dx = 0; dx < scale; dx += 1) {
          const px = ((row + 4) * scale + dy) * side + (col + 4) * scale + dx;
          rgba.fill(0, px * 4, px * 4 + 3);
        }
    }),
  );
  return jsQR(rgba, side, side)?.data ?? null;
}

describe('renderBadges', () => {
  it('prints a front and a back page per badge, in one PDF', async () => {
    const one = await open(await renderBadges([badge()], 'es'));
    expect(one.numPages).toBe(2);
    const three = await open(
      await renderBadges(
        [badge(), badge({ documentNumber: '1' }), badge({ documentNumber: '2' })],
        'es',
      ),
    );
    expect(three.numPages).toBe(6);
  });

  it('passes the strict PDF check the app applies to uploads (parses, nothing active)', async () => {
    const pdf = await renderBadges([badge({ photo: { bytes: JPEG, mime: 'image/jpeg' } })], 'es');
    expect(await checkPdf(Buffer.from(pdf))).toBe('ok');
  });

  it('makes every page a CR80 card: 85.60 × 53.98 mm in points, portrait', async () => {
    const doc = await open(await renderBadges([badge(), badge()], 'en'));
    for (let n = 1; n <= doc.numPages; n += 1) {
      const [x0, y0, x1, y1] = (await doc.getPage(n)).view as [number, number, number, number];
      expect(x1 - x0).toBeCloseTo((53.98 / 25.4) * 72, 2);
      expect(y1 - y0).toBeCloseTo((85.6 / 25.4) * 72, 2);
    }
  });

  it('shows name, document, company, credential type, validity and client on the front (es)', async () => {
    const doc = await open(await renderBadges([badge()], 'es'));
    const front = await textOf(doc, 1);
    for (const expected of [
      'Minera Los Andes S.A.',
      'PEÑA MUÑOZ, José Ángel',
      'DNI 45873216',
      'Constructora Andina S.A.C.',
      'Contratista',
      'VIGENCIA',
      '01/03/2026 – 28/02/2027',
    ])
      expect(front).toContain(expected);
  });

  it('prints the rules, the return line, the document and the credential id on the back (es)', async () => {
    const doc = await open(await renderBadges([badge()], 'es'));
    const back = await textOf(doc, 2);
    expect(back).toContain('Esta credencial es personal e intransferible.');
    expect(back).toContain('devuélvala a Minera Los Andes S.A.');
    expect(back).toContain('DNI 45873216');
    expect(back).toContain('0192f3a4-7b1c-7d2e-9f00-1a2b3c4d5e6f');
  });

  it('speaks English when asked, dates unambiguous', async () => {
    const doc = await open(await renderBadges([badge()], 'en'));
    const front = await textOf(doc, 1);
    expect(front).toContain('VALID');
    expect(front).toContain('01 Mar 2026 – 28 Feb 2027');
    expect(await textOf(doc, 2)).toContain('This credential is personal and non-transferable.');
  });

  it('draws on each face a QR that decodes to the document number, module for module', async () => {
    const badges = [badge(), badge({ documentNumber: ' 12.345.678-K ' })];
    const qrs = drawnQrs(await renderBadges(badges, 'es'));
    expect(qrs).toHaveLength(4);
    const expected = badges.flatMap((b) => [badgeQrText(b), badgeQrText(b)]);
    expect(qrs.map((qr) => decode(qr.matrix))).toEqual(expected);
    qrs.forEach((qr, i) => expect(qr.matrix).toEqual(qrMatrix(expected[i]!)));
    expect(expected).toEqual(['45873216', '45873216', '12.345.678-K', '12.345.678-K']);
  });

  it('keeps each QR on the card with its quiet zone, at a module size a phone reads (≥ 0.8 mm)', async () => {
    // a 20-character passport number in lower case needs a larger QR (byte mode, version 2)
    const long = badge({ documentNumber: 'pasaporte-ab12345678' });
    const qrs = drawnQrs(await renderBadges([badge(), long], 'es'));
    expect(qrs.map((qr) => qr.matrix.length)).toEqual([21, 21, 25, 25]);
    for (const qr of qrs) {
      const size = qr.matrix.length * qr.module;
      const quiet = QR_QUIET_MODULES * qr.module;
      expect(qr.module).toBeGreaterThanOrEqual((0.8 / 25.4) * 72);
      expect(qr.x - quiet).toBeGreaterThanOrEqual(0);
      expect(qr.y - quiet).toBeGreaterThanOrEqual(0);
      expect(qr.x + size + quiet).toBeLessThanOrEqual(CARD_WIDTH);
      expect(qr.y + size + quiet).toBeLessThanOrEqual(CARD_HEIGHT);
    }
  });

  it.each([
    { kind: 'a JPEG', bytes: JPEG, mime: 'image/jpeg', filter: '/DCTDecode' },
    { kind: 'a PNG with transparency', bytes: PNG, mime: 'image/png', filter: '/FlateDecode' },
    {
      kind: 'a 16-bit interlaced PNG',
      bytes: fixture('photo-16bit-interlaced.png'),
      mime: 'image/png',
      filter: '/FlateDecode',
    },
    {
      kind: 'a palette PNG',
      bytes: fixture('photo-palette.png'),
      mime: 'image/png',
      filter: '/FlateDecode',
    },
    { kind: 'a JPEG sent as PNG', bytes: JPEG, mime: 'image/png', filter: '/DCTDecode' },
  ] as const)('embeds $kind photo on the front', async ({ bytes, mime, filter }) => {
    const pdf = await renderBadges([badge({ photo: { bytes, mime } })], 'es');
    const doc = await open(pdf);
    expect(await imagesOn(doc, 1)).toBe(1);
    expect(await imagesOn(doc, 2)).toBe(0);
    const raw = Buffer.from(pdf).toString('latin1');
    expect(raw).toMatch(new RegExp(`/Subtype /Image[^>]*/Filter ${filter}`));
    // laid on white: a card has no transparency to print
    expect(raw).not.toContain('/SMask');
    expect(await textOf(doc, 1)).not.toContain('Sin foto');
  });

  /** The PNG fixture with its compressed pixels scrambled (its chunks still well formed). */
  const scrambledPng = () => {
    const bytes = Buffer.from(PNG);
    const idat = bytes.indexOf('IDAT');
    const length = bytes.readUInt32BE(idat - 4);
    for (let i = idat + 10; i < idat + 4 + length; i += 3) bytes[i] = (bytes[i] ?? 0) ^ 0x5a;
    return new Uint8Array(bytes);
  };

  it.each([
    ['no photo', undefined],
    ['bytes that are no image', { bytes: new Uint8Array([1, 2, 3, 4]), mime: 'image/jpeg' }],
    ['a JPEG cut after its start', { bytes: JPEG.slice(0, 40), mime: 'image/jpeg' }],
    ['a PNG whose pixels do not inflate', { bytes: scrambledPng(), mime: 'image/png' }],
  ] as const)('shows the initials instead for %s, and still ends the PDF', async (_what, photo) => {
    const pdf = await renderBadges([badge({ photo })], 'es');
    const doc = await open(pdf);
    expect(await imagesOn(doc, 1)).toBe(0);
    expect(await textOf(doc, 1)).toContain('JP Sin foto');
  });

  const NAME_80 =
    'DE LA FUENTE ÑÚÑEZ VILLANUEVA DEL CASTILLO, María Fernanda Guadalupe Inés Ángela';
  it.each([
    [
      'long texts that shrink',
      {
        company:
          'Servicios Integrales de Ingeniería, Mantenimiento y Logística Minera del Sur Peruano S.A.C.',
        credentialType:
          'Visita técnica supervisada con acceso restringido a zonas de operación mina',
        client:
          'Compañía Minera Internacional de Exploraciones Metalúrgicas y Subterráneas del Pacífico',
      },
    ],
    [
      'texts that take every line at the largest size',
      {
        company: 'Servicios Mineros y de Ingeniería del Sur S.A.C.',
        credentialType: 'Contratista permanente con acceso a zona mina',
        client: 'Compañía Minera Internacional del Pacífico S.A.',
      },
    ],
  ])('fits an 80-character name with %s inside the card', async (_what, texts) => {
    const long = badge({
      fullName: NAME_80,
      documentType: 'Pasaporte',
      documentNumber: 'AB1234567890123',
      ...texts,
    });
    expect(graphemes(long.fullName)).toHaveLength(80);
    const pdf = await renderBadges([long], 'es');
    const doc = await open(pdf);
    expect(await textOf(doc, 1)).toContain(long.fullName);
    const qrs = drawnQrs(pdf);
    const crossing: object[] = [];
    for (const page of [1, 2]) {
      const zone = quietZoneOf(qrs[page - 1]!);
      for (const item of await itemsOf(doc, page)) {
        const box = textBoxOf(item);
        expect(box.x).toBeGreaterThanOrEqual(CARD_MARGIN - 0.01);
        expect(box.x + item.width).toBeLessThanOrEqual(CARD_WIDTH - CARD_MARGIN + 0.01);
        expect(box.baseline + box.size).toBeLessThanOrEqual(CARD_HEIGHT);
        // descenders stay clear of the brand strip at the foot of the front
        expect(box.baseline - 0.25 * box.size).toBeGreaterThanOrEqual(page === 1 ? FOOT : 0);
        // no text crosses the QR or its quiet zone (page y counts from the top here)
        const clear =
          box.x + item.width <= zone.left || box.bottom <= zone.top || box.top >= zone.bottom;
        if (!clear) crossing.push({ page, text: item.str, ...box, ...zone });
      }
    }
    expect(crossing).toEqual([]);
  });

  it('refuses what it cannot print right: no badge, no document, a date that does not exist', async () => {
    await expect(renderBadges([], 'es')).rejects.toThrow('No badges to print');
    await expect(renderBadges([badge({ documentNumber: '  ' })], 'es')).rejects.toThrow(RangeError);
    await expect(renderBadges([badge({ endDate: '2027-02-29' })], 'es')).rejects.toThrow(
      "Not a YYYY-MM-DD date: '2027-02-29'",
    );
  });
});

describe('badgeQrText', () => {
  it('is the document number as the guard looks it up (trimmed, as the scanner trims)', () =>
    expect(badgeQrText(badge({ documentNumber: ' 45873216 ' }))).toBe('45873216'));
});

describe('initialsOf', () => {
  it.each([
    ['PÉREZ SOTO, Juan Carlos', 'JP'],
    ['ñuñez, ángela', 'ÁÑ'],
    ['Madonna', 'M'],
    ['', '?'],
  ])('%s → %s', (name, initials) => expect(initialsOf(name)).toBe(initials));
});

/** The QR's box with its quiet zone, in page units from the top. */
function quietZoneOf(qr: { x: number; y: number; module: number; matrix: unknown[] }) {
  const quiet = QR_QUIET_MODULES * qr.module;
  return {
    top: qr.y - quiet,
    bottom: qr.y + qr.matrix.length * qr.module + quiet,
    left: qr.x - quiet,
  };
}

/** A text item's origin, size and vertical extent (descenders included), from the page's top. */
function textBoxOf(item: { transform: number[] }) {
  const [, , , , x = NaN, baseline = NaN] = item.transform;
  const size = Math.abs(item.transform[3] ?? 0);
  return {
    x,
    baseline,
    size,
    top: CARD_HEIGHT - baseline - size,
    bottom: CARD_HEIGHT - baseline + 0.25 * size,
  };
}
