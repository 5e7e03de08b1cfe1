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
import { CARD_HEIGHT, CARD_WIDTH, badgeQrText } from './badge-card';
import { BadgePainter } from './badge-painter';
import { BADGE_TEXTS, formatBadgeDate } from './badge-texts';
import type { BadgeData, BadgeLanguage } from './badge.types';

export {
  CARD_HEIGHT,
  CARD_MARGIN,
  CARD_WIDTH,
  FOOT,
  QR_QUIET_MODULES,
  badgeQrText,
  initialsOf,
  qrMatrix,
} from './badge-card';

/**
 * One PDF with a front and a back page per badge, in the order given. Dates must be real
 * YYYY-MM-DD days and every badge needs a document number (the QR's text), else the promise
 * rejects with a RangeError before anything is drawn; so does an empty batch.
 */
export function renderBadges(
  badges: readonly BadgeData[],
  language: BadgeLanguage,
): Promise<Uint8Array> {
  try {
    const prepared = prepare(badges, language);
    const doc = new PDFDocument({
      autoFirstPage: false,
      size: [CARD_WIDTH, CARD_HEIGHT],
      margin: 0,
      lang: language,
      info: { Title: BADGE_TEXTS[language].title, Creator: 'Faena' },
    });
    const bytes = collect(doc);
    const painter = new BadgePainter(doc, language);
    for (const { badge, qrText } of prepared) {
      painter.front(badge, qrText);
      painter.back(badge, qrText);
    }
    doc.end();
    return bytes;
  } catch (err) {
    return Promise.reject(err instanceof Error ? err : new Error(String(err)));
  }
}

/** Each badge with its QR text, after checking what would otherwise print wrong. */
function prepare(badges: readonly BadgeData[], language: BadgeLanguage) {
  if (badges.length === 0) throw new RangeError('No badges to print');
  return badges.map((badge) => {
    formatBadgeDate(badge.startDate, language);
    formatBadgeDate(badge.endDate, language);
    return { badge, qrText: badgeQrText(badge) };
  });
}

/** The document's bytes once it has ended. */
function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  return new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}
