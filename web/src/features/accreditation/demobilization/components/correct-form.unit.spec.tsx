import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DemobilizationRow, SessionUser } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { useSession } from '../../../../stores/session.store';
import { today } from '../../../../lib/format';
import { CorrectForm } from './correct-form';

const observed: DemobilizationRow = {
  demobilizationId: 'D2',
  code: 'DES-000002',
  personId: 'P1',
  personName: 'Rosa Quispe',
  documentNumber: '40112233',
  workerCode: 'W-01',
  companyId: 'C1',
  companyName: 'Contratista',
  clientId: 'MINERA-ANDINA',
  divisionId: 'DIV',
  cessationReason: 'RENUNCIA',
  cessationDate: today(),
  observation: 'Fin de obra',
  status: 'O',
  requestedBy: 'SOLICITANTE',
  requestedAt: '2026-11-01T10:00:00Z',
  decidedBy: 'APROBADOR',
  decidedAt: '2026-11-02T10:00:00Z',
  lastComment: 'Falta la carta de cese',
  version: 2,
};
const user = {
  username: 'SOLICITANTE',
  profile: { clientId: 'MINERA-ANDINA', permissions: ['request.submit'] },
} as unknown as SessionUser;
const posted: Array<{ url: string; body: unknown }> = [];

beforeEach(() => {
  posted.length = 0;
  Element.prototype.scrollIntoView = jest.fn();
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, user);
  globalThis.fetch = jest.fn((url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posted.push({ url, body: JSON.parse(init.body as string) });
      return Promise.resolve(jsonResponse(200, { result: { id: 'D2', revision: 3, position: 9 } }));
    }
    return Promise.resolve(jsonResponse(200, { result: { data: [], totalCount: 0 } }));
  }) as unknown as typeof fetch;
});

describe('CorrectForm', () => {
  describe('when opened on an observed demobilization', () => {
    it("shows the approver's comment and sends the corrected observation with the same id", async () => {
      await setupI18n('es');
      const onSubmitted = jest.fn();
      renderUi(
        <CorrectForm demobilization={observed} onSubmitted={onSubmitted} onCancel={jest.fn()} />,
      );
      expect(screen.getByTestId('demobilization-correct-comment').textContent).toContain(
        'Falta la carta de cese',
      );
      fireEvent.change(screen.getByTestId('demobilization-correct-observation'), {
        target: { value: 'Se adjunta la carta' },
      });
      fireEvent.click(screen.getByTestId('demobilization-correct-submit'));
      await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
      expect(posted).toHaveLength(1);
      expect(posted[0]!.url).toBe('/api/AcreditacionDesmovilizacion/corregir');
      expect(posted[0]!.body).toMatchObject({
        demobilizationId: 'D2',
        cessationReason: 'RENUNCIA',
        observation: 'Se adjunta la carta',
      });
    });
  });

  describe('when the observation is emptied', () => {
    it('asks for it and sends nothing', async () => {
      await setupI18n('en');
      renderUi(
        <CorrectForm demobilization={observed} onSubmitted={jest.fn()} onCancel={jest.fn()} />,
      );
      fireEvent.change(screen.getByTestId('demobilization-correct-observation'), {
        target: { value: '' },
      });
      fireEvent.click(screen.getByTestId('demobilization-correct-submit'));
      expect(await screen.findByText('Required field')).toBeTruthy();
      expect(posted).toHaveLength(0);
    });
  });
});
