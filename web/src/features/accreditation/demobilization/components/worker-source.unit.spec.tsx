import { urlText } from '../../../../test/fetch';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type SessionUser } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { useSession } from '../../../../stores/session.store';
import { WorkerSource } from './worker-source';

jest.setTimeout(30_000);

const person = (personId: string, documentNumber: string, clients: string[]) => ({
  personId,
  fullName: `Persona ${personId}`,
  documentNumber,
  accreditedClients: clients,
  RowIndex: 1,
});
const PEOPLE: Record<string, ReturnType<typeof person>> = {
  '40123456': person('P1', '40123456', ['MINERA-ANDINA']),
  '40987654': person('P2', '40987654', ['OTRA-MINERA']),
};

beforeEach(async () => {
  await setupI18n('es');
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, {
    username: 'ADMIN',
    profile: { clientId: 'MINERA-ANDINA', companyId: null, permissions: ['request.submit'] },
  } as unknown as SessionUser);
  globalThis.fetch = jest.fn((url: string) => {
    const text = decodeURIComponent(urlText(url));
    if (text.startsWith(API.listPeople.path)) {
      const found = Object.entries(PEOPLE).find(([n]) => text.includes(`"${n}"`));
      return Promise.resolve(
        jsonResponse(200, { result: { data: found ? [found[1]] : [], totalCount: found ? 1 : 0 } }),
      );
    }
    return Promise.resolve(jsonResponse(200, { result: { data: [], totalCount: 0 } }));
  }) as unknown as typeof fetch;
});

/** The source from a file: a CSV of this content chosen; the form's callback, to read. */
async function uploadDocuments(content: string): Promise<jest.Mock> {
  const onWorkers = jest.fn();
  renderUi(<WorkerSource onWorkers={onWorkers} />);
  fireEvent.click(screen.getByText('Desde un archivo'));
  await screen.findByTestId('mass-file');
  const input = document.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  // jsdom's File has no text(): the browsers' one is given
  const file = Object.assign(new File([content], 'bajas.csv'), {
    text: () => Promise.resolve(content),
  });
  fireEvent.change(input, { target: { files: [file] } });
  return onWorkers;
}

describe('WorkerSource', () => {
  it("takes a file's accredited workers and names the documents of no one or of another client", async () => {
    const onWorkers = await uploadDocuments('DNI\n40123456\n40987654\n11111111\n');
    await waitFor(() =>
      expect(onWorkers).toHaveBeenLastCalledWith([{ value: 'P1', label: 'Persona P1 · 40123456' }]),
    );
    expect((await screen.findByTestId('mass-missing')).textContent).toBe(
      '2 documentos no corresponden a trabajadores acreditados: 40987654, 11111111',
    );
  });

  it("says 'Worker already added' for a document listed twice and takes the worker once", async () => {
    const onWorkers = await uploadDocuments('DNI\n40123456\n40123456\n');
    await waitFor(() =>
      expect(onWorkers).toHaveBeenLastCalledWith([{ value: 'P1', label: 'Persona P1 · 40123456' }]),
    );
    expect((await screen.findByTestId('mass-repeated')).textContent).toBe(
      'Trabajador ya agregado: 40123456 figura más de una vez en el archivo y se toma una sola vez.',
    );
    expect(screen.queryByTestId('mass-missing')).toBeNull();
  });
});
