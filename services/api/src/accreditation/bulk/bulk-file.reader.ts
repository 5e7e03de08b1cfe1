import { Workbook, type CellValue } from 'exceljs';
import {
  BULK_COLUMN_LABELS,
  BULK_COLUMNS,
  BULK_MAX_ROWS,
  ValidationError,
  type BulkColumn,
  type BulkRowValues,
} from '@faena/contracts';

const FIELD = 'file';
const refuse = (message: string) => new ValidationError([{ path: FIELD, message }]);

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ENCRYPTION_INFO = Buffer.from('EncryptionInfo', 'utf16le');

/**
 * What the bytes are, by their content (never the name): an .xlsx is a zip; a password-protected
 * .xlsx is a CFB container with an EncryptionInfo stream; anything else is not a spreadsheet.
 */
export function kindOf(bytes: Buffer): 'xlsx' | 'encrypted' | 'other' {
  if (bytes.subarray(0, 4).equals(ZIP)) return 'xlsx';
  if (bytes.subarray(0, 8).equals(CFB) && bytes.includes(ENCRYPTION_INFO)) return 'encrypted';
  return 'other';
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** A cell as text: dates as yyyy-mm-dd, numbers as written, rich text and formulas by their text. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return value.text.trim();
    return '';
  }
  return String(value).trim();
}

const norm = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
const HEADERS = new Map<string, BulkColumn>(
  BULK_COLUMNS.flatMap((c) => [
    [norm(c), c],
    [norm(BULK_COLUMN_LABELS[c]), c],
  ]),
);

/** The first sheet's header: the column of each template field (every field must be there). */
function columnsOf(header: string[]): Map<BulkColumn, number> {
  const at = new Map<BulkColumn, number>();
  header.forEach((text, i) => {
    const column = HEADERS.get(norm(text));
    if (column && !at.has(column)) at.set(column, i);
  });
  if (at.size !== BULK_COLUMNS.length) throw refuse('bulk:badHeader');
  return at;
}

async function workbookOf(bytes: Buffer): Promise<Workbook> {
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse('bulk:malformed');
  }
  return workbook;
}

/** The rows of a bulk file (numbered from 1, blank rows skipped), or a 400 on `file` saying why not. */
export async function readBulkFile(
  bytes: Buffer,
): Promise<Array<{ row: number; values: BulkRowValues }>> {
  if (bytes.length === 0) throw refuse('bulk:fileRequired');
  const kind = kindOf(bytes);
  if (kind === 'encrypted') throw refuse('bulk:encrypted');
  if (kind === 'other') throw refuse('bulk:notXlsx');
  const sheet = (await workbookOf(bytes)).worksheets[0];
  if (!sheet) throw refuse('bulk:malformed');
  const lines: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (r) => {
    const cells = Array.isArray(r.values) ? r.values.slice(1) : [];
    lines.push(cells.map((v) => cellText(v)));
  });
  const [header, ...data] = lines;
  if (!header) throw refuse('bulk:noRows');
  const at = columnsOf(header);
  const filled = data.filter((cells) => cells.some((c) => c !== ''));
  if (filled.length === 0) throw refuse('bulk:noRows');
  if (filled.length > BULK_MAX_ROWS) throw refuse('bulk:tooManyRows');
  return filled.map((cells, i) => ({
    row: i + 1,
    values: Object.fromEntries(
      BULK_COLUMNS.map((c) => [c, (cells[at.get(c) ?? -1] ?? '').slice(0, 200)]),
    ) as BulkRowValues,
  }));
}
