import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { API, catalogPath, type ContractRow, type RequestRow } from '@faena/contracts';
import { useSite } from '../../../../stores/site.store';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { RequestForm } from './request-form';
import { pickOption } from '../../../../test/select';

// six pickers load their lists and render on a loaded CI machine: allow it
jest.setTimeout(30_000);

const contract: ContractRow = {
  contractId: 'K1',
  code: 'CT-001',
  companyId: 'CO1',
  companyName: 'Andes Servicios',
  clientId: 'C1',
  divisionId: 'D1',
  subject: 'Mantenimiento',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  quota: 10,
};

let contracts: ContractRow[] = [contract];

beforeEach(() => {
  contracts = [contract];
  Element.prototype.scrollIntoView = jest.fn(); // the Select's dropdown calls it
  globalThis.fetch = jest.fn((url: string) =>
    Promise.resolve(
      url.startsWith(API.listContracts.path)
        ? jsonResponse(200, { result: contracts })
        : (listAnswer(url) ?? jsonResponse(404, {})),
    ),
  ) as unknown as typeof fetch;
});

/** The lists the pickers read: each catalogue's items and the client's positions. */
const ITEMS: Record<string, Array<[string, string]>> = {
  places: [
    ['TOQUEPALA', 'Unidad Minera Toquepala'],
    ['CUAJONE', 'Unidad Minera Cuajone'],
  ],
  'accreditation-profiles': [['OPERATIVO', 'Personal operativo']],
  'organisational-units': [['UO-MINA', 'Gerencia de Mina']],
  'cost-centers': [['CC-1001', 'Mina - Tajo Toquepala']],
  functions: [['ACARREO', 'Acarreo']],
};
function listAnswer(url: string) {
  if (url.startsWith(API.listPositions.path))
    return jsonResponse(200, {
      result: { data: [{ positionId: 'CAR-OPC', code: 'OPC', name: 'Operador de Camión' }] },
    });
  const catalogId = Object.keys(ITEMS).find((id) => url.startsWith(catalogPath('catalogGrid', id)));
  if (!catalogId) return null;
  const data = ITEMS[catalogId]!.map(([code, description]) => ({ code, description }));
  return jsonResponse(200, { result: { data, totalCount: data.length } });
}

describe('RequestForm', () => {
  it("starts a new request on the site's today, which is also the earliest date offered", async () => {
    await setupI18n('es');
    const timers = [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ] as const;
    jest.useFakeTimers({ now: new Date('2026-11-27T01:30:00Z'), doNotFake: [...timers] }); // 20:30 of the 26th in Lima
    useSite.setState({ timeZone: 'America/Lima' });
    try {
      renderUi(<RequestForm onSubmitted={jest.fn()} submit={jest.fn()} />);
      await act(async () => {
        await new Promise((r) => setTimeout(r, 0)); // the contracts list arrives
      });
      const start = screen.getByTestId<HTMLInputElement>('request-start');
      expect(start.value).toBe('26/11/2026');
      expect(screen.getByTestId<HTMLInputElement>('request-end').value).toBe('26/12/2026');
    } finally {
      jest.useRealTimers();
      useSite.setState({ timeZone: null });
    }
  });

  it('shows the translated required-field message and sends nothing', async () => {
    await setupI18n('es');
    const submit = jest.fn();
    renderUi(<RequestForm onSubmitted={jest.fn()} submit={submit} />);
    fireEvent.click(screen.getByTestId('request-submit'));
    // person, contract, reason, and the place, profile, unit, cost center, position and function
    expect(await screen.findAllByText('Required field')).toHaveLength(9);
    expect(submit).not.toHaveBeenCalled();
  });

  it('offers the place, profile, unit, cost center, position and function from their lists', async () => {
    await setupI18n('en');
    renderUi(<RequestForm onSubmitted={jest.fn()} submit={jest.fn()} />);
    for (const label of ['Place', 'Profile', 'Organisational unit', 'Cost center', 'Position'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(screen.getByTestId('request-place'));
      await new Promise((r) => setTimeout(r, 0));
    });
    const option = await screen.findByText('CUAJONE · Unidad Minera Cuajone');
    await act(async () => {
      fireEvent.click(option);
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.getByTestId<HTMLInputElement>('request-place').value).toBe(
      'CUAJONE · Unidad Minera Cuajone',
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId('request-positionId'));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(await screen.findByText('OPC · Operador de Camión')).toBeTruthy();
  });

  it('shows the English text when the language is English', async () => {
    await setupI18n('en');
    renderUi(<RequestForm onSubmitted={jest.fn()} submit={jest.fn()} />);
    fireEvent.click(screen.getByTestId('request-submit'));
    expect(await screen.findAllByText('Required field')).toHaveLength(9);
  });

  it('refuses an end date before the start date', async () => {
    await setupI18n('es');
    renderUi(<RequestForm onSubmitted={jest.fn()} submit={jest.fn()} />);
    fireEvent.change(screen.getByTestId('request-start'), { target: { value: '2026-06-10' } });
    fireEvent.change(screen.getByTestId('request-end'), { target: { value: '2026-06-01' } });
    fireEvent.click(screen.getByTestId('request-submit'));
    await waitFor(() =>
      expect(screen.getByText('La fecha fin no puede ser menor que la fecha inicio.')).toBeTruthy(),
    );
  });

  describe("the chosen contract's endowment (domain spec §8)", () => {
    const withQuota = (code: string) => ({ ...contract, contractId: code, code });
    const counts = (quota: number, held: number, policy: 'refuse' | 'warn' = 'refuse') => ({
      contractId: 'X',
      quota,
      held,
      accredited: Math.min(held, 4),
      onSite: 2,
      noLimit: quota === 0,
      exceeded: quota > 0 && held >= quota,
      policy,
    });
    /** The counts call answers per contract; the other calls as the form's beforeEach. */
    function answerEndowment(byContract: Record<string, ReturnType<typeof counts>>) {
      const before = globalThis.fetch;
      globalThis.fetch = jest.fn((url: string) => {
        if (!url.startsWith(API.contractEndowment.path)) return before(url);
        const id = new URL(url, 'http://x').searchParams.get('contractId') ?? '';
        return Promise.resolve(
          jsonResponse(200, { result: { ...byContract[id], contractId: id } }),
        );
      }) as unknown as typeof fetch;
    }
    const text = (id: string) => screen.getByTestId(id).textContent;

    it('says there is none to validate when the contract has no endowment', async () => {
      contracts = [withQuota('CT-000')];
      answerEndowment({ 'CT-000': counts(0, 4) });
      await setupI18n('es');
      renderUi(<RequestForm onSubmitted={jest.fn()} submit={jest.fn()} />);
      expect(screen.queryByTestId('request-endowment')).toBeNull();
      await pickOption('request-contract', 'CT-000 · Andes Servicios');
      expect((await screen.findByTestId('request-endowment')).textContent).toBe(
        'Sin dotación para validar',
      );
      expect(text('endowment-quota')).toBe('—');
    });

    it('warns as soon as a full contract is picked, with the counts side by side', async () => {
      contracts = [withQuota('CT-FULL'), withQuota('CT-FREE')];
      answerEndowment({ 'CT-FULL': counts(10, 10), 'CT-FREE': counts(10, 3) });
      await setupI18n('es');
      renderUi(<RequestForm onSubmitted={jest.fn()} submit={jest.fn()} />);
      await pickOption('request-contract', 'CT-FULL · Andes Servicios');
      expect((await screen.findByTestId('request-endowment')).textContent).toBe(
        'El contrato seleccionado excede la dotación actual.' +
          'La solicitud será rechazada mientras la dotación esté completa.',
      );
      expect(text('request-endowment-counts')).toBe('Dotación10En uso10Acreditados4En sitio2');
      await pickOption('request-contract', 'CT-FREE · Andes Servicios');
      await waitFor(() => expect(text('endowment-held')).toBe('3'));
      expect(screen.queryByTestId('request-endowment')).toBeNull();
    });

    it("in English, saying the request is only marked under the 'warn' policy", async () => {
      contracts = [withQuota('CT-FULL'), withQuota('CT-000')];
      answerEndowment({ 'CT-FULL': counts(5, 5, 'warn'), 'CT-000': counts(0, 0) });
      await setupI18n('en');
      renderUi(<RequestForm onSubmitted={jest.fn()} submit={jest.fn()} />);
      await pickOption('request-contract', 'CT-FULL · Andes Servicios');
      expect((await screen.findByTestId('request-endowment')).textContent).toBe(
        'The selected contract exceeds the current endowment' +
          'The request will be accepted and marked as over the endowment.',
      );
      expect(text('request-endowment-counts')).toBe('Endowment5In use5Accredited4On site2');
      await pickOption('request-contract', 'CT-000 · Andes Servicios');
      await waitFor(() => expect(text('request-endowment')).toBe('No endowment to validate'));
    });
  });

  describe('drafts (Incompleta)', () => {
    const draft: RequestRow = {
      requestId: 'R-DRAFT',
      code: 'SOL-DRAFT001',
      personId: 'P1',
      personName: 'Ana Quispe',
      documentNumber: '45678912',
      companyId: 'CO1',
      companyName: 'Andes Servicios',
      contractId: 'K1',
      contractCode: 'CT-001',
      clientId: 'C1',
      divisionId: 'D1',
      place: 'TOQUEPALA',
      profile: 'OPERATIVO',
      organisationalUnit: 'UO-MINA',
      costCenter: 'CC-1001',
      positionId: 'CAR-OPC',
      positionName: 'Operador de Camión',
      function: 'ACARREO',
      startDate: '',
      endDate: '',
      reason: 'Ingreso',
      observation: '',
      status: 'I',
      submittedBy: 'SOLICITANTE',
      submittedAt: '2026-11-20T10:00:00.000Z',
      decidedBy: null,
      decidedAt: null,
      lastComment: '',
      attachments: [],
      version: 3,
    };
    const result = { id: 'R-DRAFT', revision: 1, position: 9 };

    it('saves a new draft only with its person and contract, in the spec words otherwise', async () => {
      await setupI18n('es');
      const saveDraft = jest.fn();
      renderUi(<RequestForm onSubmitted={jest.fn()} submit={jest.fn()} saveDraft={saveDraft} />);
      fireEvent.click(screen.getByTestId('request-save-draft'));
      expect(await screen.findAllByText('Required field')).toHaveLength(2);
      expect(saveDraft).not.toHaveBeenCalled();
    });

    it('saves the draft again under its requestId, with the values of the form', async () => {
      await setupI18n('es');
      const saveDraft = jest.fn(() => Promise.resolve(result));
      const onSubmitted = jest.fn();
      renderUi(
        <RequestForm
          draft={draft}
          onSubmitted={onSubmitted}
          submit={jest.fn()}
          saveDraft={saveDraft}
        />,
      );
      fireEvent.change(screen.getByTestId('request-reason'), {
        target: { value: 'Mantención de planta' },
      });
      await act(async () => {
        fireEvent.click(screen.getByTestId('request-save-draft'));
        await new Promise((r) => setTimeout(r, 0));
      });
      expect(saveDraft).toHaveBeenCalledWith(
        expect.objectContaining({
          requestId: 'R-DRAFT',
          personId: 'P1',
          contractId: 'K1',
          reason: 'Mantención de planta',
          place: 'TOQUEPALA',
          profile: 'OPERATIVO',
          organisationalUnit: 'UO-MINA',
          costCenter: 'CC-1001',
          positionId: 'CAR-OPC',
          function: 'ACARREO',
        }),
      );
      expect(onSubmitted).toHaveBeenCalledWith(result, 'draft');
    });

    it('sends the draft under its requestId, its missing dates filled with today and a month on', async () => {
      await setupI18n('es');
      const submit = jest.fn(() => Promise.resolve(result));
      const onSubmitted = jest.fn();
      renderUi(
        <RequestForm
          draft={draft}
          onSubmitted={onSubmitted}
          submit={submit}
          saveDraft={jest.fn()}
        />,
      );
      expect(screen.getByTestId<HTMLInputElement>('request-start').value).toMatch(
        /^\d{2}\/\d{2}\/\d{4}$/,
      );
      await act(async () => {
        fireEvent.click(screen.getByTestId('request-submit'));
        await new Promise((r) => setTimeout(r, 0));
      });
      await waitFor(() =>
        expect(submit).toHaveBeenCalledWith(
          expect.objectContaining({ requestId: 'R-DRAFT', personId: 'P1', reason: 'Ingreso' }),
        ),
      );
      expect(onSubmitted).toHaveBeenCalledWith(result, 'sent');
    });
  });
});
