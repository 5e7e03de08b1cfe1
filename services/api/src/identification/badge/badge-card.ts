import QRCode from 'qrcode';
import type { BadgeData } from './badge.types';
import { graphemes } from './text-fit';

const MM = 72 / 25.4;
/** CR80 (ISO/IEC 7810 ID-1) portrait, in points */
export const CARD_WIDTH = 53.98 * MM;
export const CARD_HEIGHT = 85.6 * MM;
export const CARD_MARGIN = 8;
/** the brand strip at the foot of the front, in points */
export const FOOT = 5;
/** Quiet zone drawn around the QR's modules, in modules (the card's white around adds more). */
export const QR_QUIET_MODULES = 2;

/** The text a badge's QR code carries: the person's document number, as the guard resolves it. */
export function badgeQrText(badge: BadgeData): string {
  const text = badge.documentNumber.trim();
  if (!text) throw new RangeError(`Badge ${badge.credentialId} has no document number`);
  return text;
}

/** The QR's module matrix (error correction M): rows of booleans, true = dark. */
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
  const first = (s: string) => graphemes(s)[0] ?? '';
  const initials = names
    ? first(names) + first(surnames)
    : fullName.split(/\s+/).filter(Boolean).slice(0, 2).map(first).join('');
  return initials.toLocaleUpperCase('es') || '?';
}
