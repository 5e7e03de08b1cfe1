import { urlText } from '../../../../test/fetch';
import { screen } from '@testing-library/react';
import { API, type PersonAccessRow } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { MarkingsTab, RequirementsTab } from './person-access-tabs';

jest.setTimeout(30_000);

const row: PersonAccessRow = {
  personId: 'P1',
  fullName: 'Ana Rojas',
  documentType: 'DNI',
  documentNumber: '40123456',
  companyName: 'Andes Servicios',
  group: 'SINASIG',
  groups: [],
  profile: null,
  restrictions: [],
  exemptions: [],
};
const mark = (over: object) => ({
  markId: 'M1',
  date: '2026-11-27',
  hour: '07:05',
  zoneName: 'Garita Principal',
  doorName: 'Garita - Entrada',
  mode: 'S',
  granted: true,
  ...over,
});

beforeEach(async () => {
  await setupI18n('es');
  globalThis.fetch = jest.fn((url: string) => {
    const text = decodeURIComponent(urlText(url));
    if (text.startsWith(API.listMarks.path))
      return Promise.resolve(
        jsonResponse(200, {
          result: {
            data: text.includes('"40123456"')
              ? [mark({}), mark({ markId: 'M2', mode: 'N', granted: false, hour: '18:10' })]
              : [],
            totalCount: 2,
          },
        }),
      );
    if (text.startsWith(API.requirementDocumentList.path))
      return Promise.resolve(
        jsonResponse(200, {
          result: [
            {
              docId: 'D1',
              typeCode: 'EMO',
              status: 'approved',
              issuedOn: '2026-01-10',
              expiresOn: '2027-01-10',
            },
          ],
        }),
      );
    return Promise.resolve(jsonResponse(404, {}));
  }) as unknown as typeof fetch;
});

describe('person access tabs', () => {
  it("lists the person's latest marks, asked by their document", async () => {
    renderUi(<MarkingsTab row={row} />);
    const table = await screen.findByTestId('person-access-marks');
    expect(table.textContent).toContain('27/11/2026 07:05');
    expect(table.textContent).toContain('Garita Principal · Garita - Entrada');
    expect(table.textContent).toContain('Salida');
    expect(table.textContent).toContain('Denegado');
    expect(screen.getByText('Últimas 2 de 2')).toBeTruthy();
  });

  it("lists the person's requirement documents with their status and validity", async () => {
    renderUi(<RequirementsTab row={row} />);
    const table = await screen.findByTestId('person-access-requirements');
    expect(table.textContent).toContain('EMO');
    expect(table.textContent).toContain('Aprobado');
    expect(table.textContent).toContain('10/01/2026 – 10/01/2027');
  });
});
