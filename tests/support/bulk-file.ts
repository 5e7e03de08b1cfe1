import { Workbook } from 'exceljs';
import { BULK_COLUMN_LABELS, BULK_COLUMNS, type BulkRowValues } from '@faena/contracts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A bulk request file as a user fills the template: the header, then one line per row. */
export async function bulkXlsx(rows: readonly BulkRowValues[]): Promise<Buffer> {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Personas');
  sheet.addRow(BULK_COLUMNS.map((c) => BULK_COLUMN_LABELS[c]));
  for (const row of rows) sheet.addRow(BULK_COLUMNS.map((c) => row[c]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** n new people's rows (8-digit DNIs from `firstDni`), all asking the same dates. */
export function newPeopleRows(
  n: number,
  firstDni: number,
  over: Partial<BulkRowValues> & Pick<BulkRowValues, 'startDate' | 'endDate'>,
): BulkRowValues[] {
  return Array.from({ length: n }, (_, i) => ({
    documentType: 'DNI',
    documentNumber: String(firstDni + i).padStart(8, '0'),
    surnames: `Masivo ${String(i + 1)}`,
    names: 'Persona',
    gender: i % 2 === 0 ? 'F' : 'M',
    birthDate: '1990-01-02',
    reason: 'Parada de planta',
    observation: '',
    organisationalUnit: 'UO-MINA',
    costCenter: 'CC-1001',
    positionId: 'CAR-OPC',
    function: 'ACARREO',
    ...over,
  }));
}
