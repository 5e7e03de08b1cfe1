import { Workbook } from 'exceljs';
import { BULK_COLUMN_LABELS, BULK_COLUMNS, type BulkRowValues } from '@faena/contracts';

/** The document types the template's list offers (the formats the rules know, then passports). */
export const TEMPLATE_DOCUMENT_TYPES = ['DNI', 'RUT', 'CE', 'PAS'] as const;

/** The example row (row 2): what a filled row looks like. */
export const EXAMPLE_ROW: BulkRowValues = {
  documentType: 'DNI',
  documentNumber: '12345678',
  surnames: 'Pérez Soto',
  names: 'Juan',
  gender: 'M',
  birthDate: '1990-05-14',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  reason: 'Parada de planta',
  observation: '',
  organisationalUnit: 'UO-MINA',
  costCenter: 'CC-100',
  positionId: 'POS-OPERADOR',
  function: 'OPERACION',
};

/** The rows the lists cover (the template is meant for files up to a couple of thousand people). */
const LIST_ROWS = 2001;

/** Data validation lists on the document type and gender columns, down the template's rows. */
function addLists(sheet: ReturnType<Workbook['addWorksheet']>): void {
  const lists: Partial<Record<keyof BulkRowValues, readonly string[]>> = {
    documentType: TEMPLATE_DOCUMENT_TYPES,
    gender: ['M', 'F'],
  };
  for (const [column, options] of Object.entries(lists)) {
    const letter = sheet.getColumn(BULK_COLUMNS.indexOf(column as keyof BulkRowValues) + 1).letter;
    for (let r = 2; r <= LIST_ROWS; r += 1)
      sheet.getCell(`${letter}${String(r)}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`"${options.join(',')}"`],
      };
  }
}

/** The bulk request's template (.xlsx): the columns, the lists and an example row. */
export async function bulkTemplate(): Promise<Buffer> {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Personas');
  sheet.columns = BULK_COLUMNS.map((c) => ({ header: BULK_COLUMN_LABELS[c], key: c, width: 20 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(BULK_COLUMNS.map((c) => EXAMPLE_ROW[c]));
  addLists(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
