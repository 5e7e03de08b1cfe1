import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API } from '@faena/contracts';
import { sentJson, urlText } from '../../../test/fetch';
import { jsonResponse, renderUi, setupI18n } from '../../../test/render';
import { RequirementsUpdatePage } from './requirements-update-page';

// rendering the form is slow on a loaded CI machine: allow it
jest.setTimeout(30_000);

const COMPANIES = [
  { companyId: 'CO1', name: 'Andes Servicios' },
  { companyId: 'CO2', name: 'Sur Logística' },
];
const PEOPLE: Record<string, unknown[]> = {
  CO1: [
    { personId: 'P1', fullName: 'Ana Rojas', documentNumber: '40111222', companyName: 'Andes' },
    { personId: 'P2', fullName: 'Luis Mamani', documentNumber: '40333444', companyName: 'Andes' },
  ],
  CO2: [{ personId: 'P3', fullName: 'Eva Soto', documentNumber: '40555666', companyName: 'Sur' }],
};
const TYPES = [{ code: 'EMO', description: 'Examen médico', entity: 'P', active: true }];
const RESULTS = [
  { personId: 'P1', updated: true, docId: 'D1' },
  {
    personId: 'P2',
    updated: false,
    code: 'requirements.notInCompanies',
    message: 'The worker does not belong to the selected companies.',
  },
];

let answerUpdate: (() => void) | null = null;
const calls = (path: string) =>
  jest.mocked(fetch).mock.calls.filter(([url]) => urlText(url).startsWith(path));

function answer(url: string): Promise<Response> | Response {
  if (url.startsWith(API.listCompanies.path))
    return jsonResponse(200, { result: { data: COMPANIES, totalCount: 2 } });
  if (url.startsWith(API.requirementTypeList.path))
    return jsonResponse(200, { result: { data: TYPES, totalCount: 1 } });
  if (url.startsWith(API.listPeople.path)) {
    const company = ['CO1', 'CO2'].find((id) => decodeURIComponent(url).includes(`"${id}"`));
    const data = PEOPLE[company ?? ''] ?? [];
    return jsonResponse(200, { result: { data, totalCount: data.length } });
  }
  if (url.startsWith(API.requirementsUpdate.path))
    return new Promise((resolve) => {
      answerUpdate = () =>
        resolve(jsonResponse(200, { result: { updateId: 'U1', results: RESULTS } }));
    });
  return jsonResponse(404, {});
}

beforeEach(async () => {
  await setupI18n('es');
  answerUpdate = null;
  Element.prototype.scrollIntoView = jest.fn(); // the combobox's dropdown calls it
  globalThis.fetch = jest.fn((url: string) =>
    Promise.resolve(answer(url)),
  ) as unknown as typeof fetch;
});

const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));

/** Opens a picker and clicks the option with this text. */
async function pick(testId: string, label: string) {
  await act(async () => {
    fireEvent.click(screen.getByTestId(testId));
    await new Promise((r) => setTimeout(r, 0));
  });
  const option = await screen.findByRole('option', { name: new RegExp(label) });
  await act(async () => {
    fireEvent.click(option);
    await new Promise((r) => setTimeout(r, 0));
  });
}

async function typeDate(testId: string, typed: string) {
  const input = screen.getByTestId(testId);
  await act(async () => {
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.blur(input);
    await new Promise((r) => setTimeout(r, 0));
  });
}

async function fillAll() {
  await pick('update-companies', 'Andes Servicios');
  await settle();
  await pick('update-workers', 'Ana Rojas');
  await pick('update-workers', 'Luis Mamani');
  await pick('update-type', 'Examen médico');
  await typeDate('update-expiresOn', '31/12/2027');
  await typeDate('update-issuedOn', '01/12/2026');
  await typeDate('update-startDate', '01/12/2026');
  await typeDate('update-endDate', '31/12/2027');
  const file = new File(['%PDF-1.4\n%%EOF\n'], 'emo.pdf', { type: 'application/pdf' });
  await act(async () => {
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
    await new Promise((r) => setTimeout(r, 20));
  });
}

describe('RequirementsUpdatePage', () => {
  it('answers an empty submit with the messages of the spec, in Spanish, and sends nothing', async () => {
    renderUi(<RequirementsUpdatePage />);
    await settle();
    await act(async () => {
      fireEvent.click(screen.getByTestId('update-submit'));
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(await screen.findByText('Debe seleccionar al menos una empresa.')).toBeTruthy();
    expect(screen.getByText('Debe seleccionar al menos un trabajador.')).toBeTruthy();
    // the requirement, the four dates and the file: each "Required field"
    expect(screen.getAllByText('Required field')).toHaveLength(6);
    expect(calls(API.requirementsUpdate.path)).toEqual([]);
  });

  it('offers the workers of the chosen companies only', async () => {
    renderUi(<RequirementsUpdatePage />);
    await settle();
    await pick('update-companies', 'Sur Logística');
    await settle();
    fireEvent.click(screen.getByTestId('update-workers'));
    expect(await screen.findByRole('option', { name: /Eva Soto/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Ana Rojas/ })).toBeNull();
  });

  it('sends the update, shows progress while it runs, then each worker’s result', async () => {
    renderUi(<RequirementsUpdatePage />);
    await settle();
    await fillAll();
    await act(async () => {
      fireEvent.click(screen.getByTestId('update-submit'));
      await new Promise((r) => setTimeout(r, 20));
    });
    await waitFor(() => expect(calls(API.requirementsUpdate.path)).toHaveLength(1));
    expect(screen.getByTestId('update-progress').textContent).toContain(
      'Actualizando 2 trabajadores',
    );
    const { commandId, ...body } = sentJson(calls(API.requirementsUpdate.path)[0]![1]) as Record<
      string,
      unknown
    >;
    expect(typeof commandId).toBe('string');
    expect(body).toMatchObject({
      typeCode: 'EMO',
      companyIds: ['CO1'],
      personIds: ['P1', 'P2'],
      expiresOn: '2027-12-31',
      issuedOn: '2026-12-01',
      startDate: '2026-12-01',
      endDate: '2027-12-31',
      file: { fileName: 'emo.pdf', contentBase64: expect.stringMatching(/^JVBERi/) },
    });
    await act(async () => {
      answerUpdate?.();
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.queryByTestId('update-progress')).toBeNull();
    expect(screen.getByTestId('update-summary').textContent).toBe(
      'Actualizados: 1 · Rechazados: 1',
    );
    expect(screen.getByTestId('update-result-P1').textContent).toContain('Ana Rojas');
    expect(screen.getByTestId('update-result-P1').textContent).toContain('Actualizado');
    expect(screen.getByTestId('update-reason-P2').textContent).toBe(
      'El trabajador no pertenece a las empresas seleccionadas.',
    );
  });
});
