import type * as ExcelJs from 'exceljs';

export type Cell = string | number | null;

export interface SheetExport {
  fileName: string;
  title: string;
  headers: string[];
  rows: Cell[][];
}

const GREY = 'FFE9ECEF';

type ExcelModule = typeof ExcelJs;

/** The spec's spreadsheet export: sheet "data", bold title row, bold headers, grey alternate rows. */
export async function buildWorkbook({ title, headers, rows }: Omit<SheetExport, 'fileName'>) {
  const mod = (await import('exceljs')) as Partial<ExcelModule> & { default?: ExcelModule };
  const Workbook = mod.Workbook ?? mod.default?.Workbook;
  if (!Workbook) throw new Error('exceljs exports no Workbook');
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('data');
  const titleRow = sheet.addRow([title]);
  titleRow.font = { bold: true, size: 14 };
  if (headers.length > 1) sheet.mergeCells(1, 1, 1, headers.length);
  sheet.addRow(headers).font = { bold: true };
  rows.forEach((values, i) => {
    const row = sheet.addRow(values);
    if (i % 2 === 1) {
      row.eachCell({ includeEmpty: true }, (cell) => {
        cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: GREY } };
      });
    }
  });
  headers.forEach((h, i) => {
    const longest = Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length));
    sheet.getColumn(i + 1).width = Math.min(60, Math.max(10, longest + 2));
  });
  return workbook;
}

export async function exportSheet(spec: SheetExport): Promise<void> {
  const workbook = await buildWorkbook(spec);
  const buffer = await workbook.xlsx.writeBuffer();
  const blob = new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = spec.fileName.endsWith('.xlsx') ? spec.fileName : `${spec.fileName}.xlsx`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
