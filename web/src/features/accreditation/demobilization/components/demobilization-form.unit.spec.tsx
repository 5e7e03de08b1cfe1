import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../../../test/render';
import { useSession } from '../../../../stores/session.store';
import { DemobilizationForm } from './demobilization-form';
import { urlText } from '../../../../test/fetch';

const reasons = [
  {
    itemId: 'termination-reasons-RENUNCIA',
    catalogId: 'termination-reasons',
    code: 'RENUNCIA',
    description: 'Renuncia voluntaria',
    active: 'S',
    createdBy: 'ADMIN',
    createdAt: '2026-01-01T00:00:00Z',
    modifiedBy: null,
    modifiedAt: null,
    version: 1,
  },
];
const user = {
  username: 'SOLICITANTE',
  profile: { clientId: 'MINERA-ANDINA', permissions: ['request.submit'] },
} as unknown as SessionUser;

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn(); // the Select's dropdown calls it
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, user);
  globalThis.fetch = jest.fn((url: string) =>
    Promise.resolve(
      url.startsWith('/api/SistemaCatalogo/termination-reasons/listar')
        ? jsonResponse(200, { result: { data: reasons, totalCount: 1 } })
        : jsonResponse(404, {}),
    ),
  ) as unknown as typeof fetch;
});

describe('DemobilizationForm', () => {
  describe('when sent empty', () => {
    it('asks for the worker, the cessation reason and the observation with the spec message, and sends nothing', async () => {
      await setupI18n('es');
      const submit = jest.fn();
      renderUi(<DemobilizationForm onSubmitted={jest.fn()} submit={submit} />);
      fireEvent.click(screen.getByTestId('demobilization-submit'));
      expect(await screen.findAllByText('Required field')).toHaveLength(3);
      expect(submit).not.toHaveBeenCalled();
    });
  });

  describe('when the observation is only spaces', () => {
    it('still requires it', async () => {
      await setupI18n('en');
      renderUi(<DemobilizationForm onSubmitted={jest.fn()} submit={jest.fn()} />);
      fireEvent.change(screen.getByTestId('demobilization-observation'), {
        target: { value: '    ' },
      });
      fireEvent.click(screen.getByTestId('demobilization-submit'));
      await waitFor(() =>
        expect(screen.getByTestId('demobilization-observation').getAttribute('aria-invalid')).toBe(
          'true',
        ),
      );
      expect(screen.getByText('Observation')).toBeTruthy();
    });
  });

  describe('when shown', () => {
    it('labels its fields in Spanish and loads the cessation reasons from the catalogue', async () => {
      await setupI18n('es');
      renderUi(<DemobilizationForm onSubmitted={jest.fn()} submit={jest.fn()} />);
      for (const label of ['Motivo de cese', 'Fecha de cese', 'Observación'])
        expect(screen.getAllByText(label).length).toBeGreaterThan(0);
      await waitFor(() =>
        expect(
          jest
            .mocked(fetch)
            .mock.calls.some(([url]) =>
              urlText(url).startsWith('/api/SistemaCatalogo/termination-reasons/listar'),
            ),
        ).toBe(true),
      );
    });
  });
});
