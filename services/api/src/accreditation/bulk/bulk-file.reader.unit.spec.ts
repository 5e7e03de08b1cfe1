import { Workbook } from 'exceljs';
import { BULK_COLUMN_LABELS, BULK_COLUMNS, ValidationError } from '@faena/contracts';
import { bulkRowValues } from '@faena/test-kit';
import { kindOf, readBulkFile } from './bulk-file.reader';
import { bulkTemplate, EXAMPLE_ROW } from './bulk-template';

async function xlsx(
  rows: unknown[][],
  header: string[] = BULK_COLUMNS.map((c) => BULK_COLUMN_LABELS[c]),
) {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Personas');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function refusal(bytes: Buffer): Promise<string> {
  try {
    await readBulkFile(bytes);
  } catch (err) {
    if (err instanceof ValidationError) return err.issues[0]?.message ?? '';
    throw err;
  }
  throw new Error('the file was read');
}

/** A password-protected .xlsx as Office writes it: a CFB container holding EncryptionInfo. */
function encryptedXlsx(): Buffer {
  const cfb = Buffer.alloc(2048);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(cfb);
  Buffer.from('EncryptionInfo', 'utf16le').copy(cfb, 1024);
  return cfb;
}

describe('Bulk file reader', () => {
  it('reads the rows by the header, dates as yyyy-mm-dd and numbers as text', async () => {
    const values = bulkRowValues();
    const cells = BULK_COLUMNS.map((c) => values[c]);
    cells[BULK_COLUMNS.indexOf('documentNumber')] = 40112233 as unknown as string;
    cells[BULK_COLUMNS.indexOf('startDate')] = new Date(
      `${values.startDate}T00:00:00Z`,
    ) as unknown as string;
    const rows = await readBulkFile(await xlsx([cells, [], cells]));
    expect(rows).toEqual([
      { row: 1, values },
      { row: 2, values },
    ]);
  });

  it('reads back the template it hands out: its example row', async () => {
    expect(await readBulkFile(await bulkTemplate())).toEqual([{ row: 1, values: EXAMPLE_ROW }]);
  });

  it('tells a password-protected file by its content', async () => {
    expect(kindOf(encryptedXlsx())).toBe('encrypted');
    expect(await refusal(encryptedXlsx())).toBe('bulk:encrypted');
  });

  it('refuses a file that is not a spreadsheet whatever its name', async () =>
    expect(await refusal(Buffer.from('%PDF-1.7 not a sheet'))).toBe('bulk:notXlsx'));

  it('refuses a broken zip as malformed', async () => {
    const good = await xlsx([]);
    expect(await refusal(good.subarray(0, 200))).toBe('bulk:malformed');
  });

  it('refuses an empty upload with the spec message', async () =>
    expect(await refusal(Buffer.alloc(0))).toBe('bulk:fileRequired'));

  it('refuses a file whose columns are not the template', async () =>
    expect(await refusal(await xlsx([['a']], ['Nombre', 'Otro']))).toBe('bulk:badHeader'));

  it('refuses a file with a header and no rows', async () =>
    expect(await refusal(await xlsx([]))).toBe('bulk:noRows'));
});
