import { buildWorkbook } from './export-xlsx';

describe('spreadsheet export', () => {
  it('writes sheet "data" with a bold title, bold headers and grey alternate rows', async () => {
    const workbook = await buildWorkbook({
      title: 'Mis solicitudes',
      headers: ['N°', 'Código', 'Estado'],
      rows: [
        [1, 'SOL-1', 'Pendiente'],
        [2, 'SOL-2', 'Aprobada'],
        [3, 'SOL-3', null],
      ],
    });
    const sheet = workbook.getWorksheet('data');
    expect(sheet).toBeDefined();
    expect(sheet?.getRow(1).getCell(1).value).toBe('Mis solicitudes');
    expect(sheet?.getRow(1).font.bold).toBe(true);
    expect(sheet?.getRow(2).font.bold).toBe(true);
    expect(sheet?.getRow(4).getCell(2).value).toBe('SOL-2');
    const fill = (row: number) => sheet?.getRow(row).getCell(1).fill;
    expect(fill(3)).toBeUndefined();
    expect(fill(4)).toMatchObject({
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: 'FFE9ECEF' },
    });
    expect(fill(5)).toBeUndefined();
  });
});
