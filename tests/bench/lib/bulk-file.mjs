// The bulk figure's spreadsheet: a filled template of new people, and its upload.
import http from 'node:http';
import ExcelJS from 'exceljs';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The template's columns (the upload takes their keys as headers too). */
const COLUMNS = [
  'documentType',
  'documentNumber',
  'surnames',
  'names',
  'gender',
  'birthDate',
  'startDate',
  'endDate',
  'reason',
  'observation',
  'organisationalUnit',
  'costCenter',
  'positionId',
  'function',
];
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Row `i`: a new person (document 60,000,000 + i) for 60 days from tomorrow. */
const rowOf = (i) => [
  'DNI',
  String(60_000_000 + i),
  `Bench ${i}`,
  'Persona',
  i % 2 ? 'M' : 'F',
  '1990-01-02',
  day(1),
  day(60),
  'Parada de planta',
  '',
  'UO-MINA',
  'CC-1001',
  'CAR-OPC',
  'ACARREO',
];

/** A filled bulk file of `rows` new people (unknown documents: each row registers its person). */
export async function bulkFile(rows) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Personas');
  sheet.addRow(COLUMNS);
  for (let i = 0; i < rows; i++) sheet.addRow(rowOf(i));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** POST of the file's bytes. */
export function upload(server, { token, query, bytes }) {
  const headers = {
    'content-type': XLSX_TYPE,
    'content-length': bytes.length,
    authorization: `Bearer ${token}`,
  };
  const url = `${server.url}/api/AcreditacionMasiva/cargar?${new URLSearchParams(query)}`;
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent: server.agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString()) }),
      );
    });
    req.on('error', reject);
    req.end(bytes);
  });
}
