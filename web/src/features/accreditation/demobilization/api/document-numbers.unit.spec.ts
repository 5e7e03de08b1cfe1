import { documentNumbersOf, readDocumentNumbers } from './document-numbers';

describe('documentNumbersOf', () => {
  it('takes the column headed as a document, skips the header, keeps each number once', () => {
    const rows = [
      ['Apellidos', 'Nombres', 'Número de documento'],
      ['Quispe', 'Ana', '40123456'],
      ['Rojas', 'Luis', ' 40 987 654 '],
      ['Quispe', 'Ana', '40123456'],
      ['', '', ''],
    ];
    expect(documentNumbersOf(rows).numbers).toEqual(['40123456', '40987654']);
    // the spec's 'Worker already added': the repeated number is named, once
    expect(documentNumbersOf(rows).repeated).toEqual(['40123456']);
  });

  it('names no repeated number when each is listed once', () => {
    expect(documentNumbersOf([['DNI'], ['40123456'], ['40987654']]).repeated).toEqual([]);
  });

  it('reads the first column of a sheet without titles, numbers as numbers too', () => {
    expect(documentNumbersOf([[40123456], ['X1234567'], [null]]).numbers).toEqual([
      '40123456',
      'X1234567',
    ]);
  });

  it("reads a spreadsheet cell's text or formula result", () => {
    const rows = [['DNI'], [{ text: '40123456' }], [{ formula: 'A1', result: 40987654 }]];
    expect(documentNumbersOf(rows).numbers).toEqual(['40123456', '40987654']);
  });
});

/** A browser File (jsdom's has no text(): the browsers' one is given). */
const textFile = (content: string, name: string) =>
  Object.assign(new File([content], name), { text: () => Promise.resolve(content) });

describe('readDocumentNumbers', () => {
  it('reads a CSV with semicolons and a title row', async () => {
    const file = textFile('Documento;Nombre\n40123456;Ana\r\n40987654;Luis\n', 'bajas.csv');
    expect((await readDocumentNumbers(file)).numbers).toEqual(['40123456', '40987654']);
  });
});
