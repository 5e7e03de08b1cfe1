import { act, screen } from '@testing-library/react';
import { API, type RequestRequirement } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { PersonRequirements } from './person-requirements';

const requirement = (over: Partial<RequestRequirement>): RequestRequirement => ({
  code: 'EMO',
  description: 'Examen médico ocupacional',
  kind: 'S',
  state: 'missing',
  docId: null,
  fileName: null,
  expiresOn: null,
  ...over,
});

let urls: string[];
let list: RequestRequirement[];
beforeEach(async () => {
  urls = [];
  list = [
    requirement({}),
    requirement({ code: 'SCTR', description: 'Seguro SCTR', state: 'pending', docId: 'D2' }),
  ];
  globalThis.fetch = jest.fn((url: string) => {
    urls.push(url);
    return Promise.resolve(jsonResponse(200, { result: list }));
  }) as unknown as typeof fetch;
  await setupI18n('es');
});
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe("the request form's requirements", () => {
  it('lists what applies to the person and contract, each with its state and an upload link', async () => {
    renderUi(<PersonRequirements personId="P 1" contractId="K1" />);
    await settle();
    expect(urls).toEqual([`${API.personRequirements.path}?personId=P+1&contractId=K1&urlPath=%2F`]);
    expect(screen.getByTestId('request-requirement-state-EMO').textContent).toBe('Falta');
    expect(screen.getByTestId('request-requirement-state-SCTR').textContent).toBe(
      'Pendiente de revisión',
    );
    expect(screen.getByTestId('request-requirements-upload').getAttribute('href')).toBe(
      '/requisito/documentos?persona=P%201',
    );
  });

  it('shows nothing when no requirement applies, and speaks English too', async () => {
    list = [];
    const { container } = renderUi(<PersonRequirements personId="P1" contractId="K1" />);
    await settle();
    expect(container.querySelector('[data-testid="request-requirements"]')).toBeNull();
    await setupI18n('en');
    list = [requirement({ state: 'lapsed' })];
    renderUi(<PersonRequirements personId="P2" contractId="K1" />);
    await settle();
    expect(screen.getByTestId('request-requirement-state-EMO').textContent).toBe('Lapsed');
  });
});
