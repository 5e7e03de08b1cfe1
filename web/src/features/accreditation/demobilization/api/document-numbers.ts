import type * as ExcelJs from 'exceljs';

type ExcelModule = typeof ExcelJs;

/** The most a mass demobilization file may list (a shutdown's workforce; the grid pages the rest). */
export const MAX_FILE_DOCUMENTS = 2000;
const HEADER = /doc|dni|n[uú]mero|number|identif/i;

const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'object' && 'text' in cell) return cellText(cell.text);
  if (typeof cell === 'object' && 'result' in cell) return cellText(cell.result);
  return typeof cell === 'string' || typeof cell === 'number' ? String(cell).trim() : '';
};

/** A file's document numbers, each once in the file's order, and those it lists more than once. */
export interface DocumentNumbers {
  numbers: string[];
  /** the spec's 'Worker already added': listed again, taken once */
  repeated: string[];
}

/**
 * The document numbers of a sheet's rows: the column whose header names a document ("Documento",
 * "DNI", "Número de documento"…), else the first column; the header row itself is skipped.
 * Blank cells are ignored and each number is kept once, in the file's order.
 */
export function documentNumbersOf(rows: ReadonlyArray<ReadonlyArray<unknown>>): DocumentNumbers {
  const first = rows[0] ?? [];
  const headerAt = first.findIndex((c) => HEADER.test(cellText(c)));
  const column = Math.max(headerAt, 0);
  const body = headerAt >= 0 || /[a-z]{4,}/i.test(cellText(first[0])) ? rows.slice(1) : rows;
  const numbers = body.map((r) => cellText(r[column]).replace(/\s+/g, '')).filter(Boolean);
  const repeated = numbers.filter((n, i) => numbers.indexOf(n) !== i);
  return { numbers: [...new Set(numbers)], repeated: [...new Set(repeated)] };
}

/** A .xlsx's first sheet, or a .csv/.txt (one number a line, or comma/semicolon separated). */
export async function readDocumentNumbers(file: File): Promise<DocumentNumbers> {
  if (/\.xlsx$/i.test(file.name)) {
    const mod = (await import('exceljs')) as Partial<ExcelModule> & { default?: ExcelModule };
    const Workbook = mod.Workbook ?? mod.default?.Workbook;
    if (!Workbook) throw new Error('exceljs exports no Workbook');
    const workbook = new Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      rows.push(values);
    });
    return documentNumbersOf(rows);
  }
  const text = await file.text();
  return documentNumbersOf(text.split(/\r?\n/).map((line) => line.split(/[;,\t]/)));
}
