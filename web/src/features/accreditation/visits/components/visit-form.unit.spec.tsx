import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SessionUser, SubmitVisitBody } from '@faena/contracts';
import { renderUi, setupI18n } from '../../../../test/render';
import { useSession } from '../../../../stores/session.store';
import { VisitForm } from './visit-form';

const user = {
  username: 'SOLICITANTE',
  profile: { clientId: 'MINERA-ANDINA', permissions: ['request.submit'] },
} as unknown as SessionUser;
const zones = () => Promise.resolve([{ zoneId: 'ZON-GARITA', name: 'Garita Principal' }]);
const host = { personId: 'PER-HOST', name: 'Ana Quispe · 45678912' };
const ok = { id: 'V1', revision: 0, position: 9 };

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const fillVisitor = (i: number, doc: string, { names = 'Lucía', surnames = 'Torres' } = {}) => {
  type(`visitor-${i}-document`, doc);
  type(`visitor-${i}-names`, names);
  type(`visitor-${i}-surnames`, surnames);
};
const pickZone = async () => {
  fireEvent.click(screen.getByTestId('visit-zones'));
  fireEvent.click(await screen.findByText('Garita Principal'));
};

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn(); // the MultiSelect's dropdown calls it
  useSession.getState().signIn({ accessToken: 'a', refreshToken: 'r-00000001' }, user);
});

describe('VisitForm', () => {
  describe('when sent empty', () => {
    it('asks for the host, the visitor document and a zone, and sends nothing', async () => {
      await setupI18n('es');
      const submit = jest.fn();
      renderUi(<VisitForm onSubmitted={jest.fn()} submit={submit} loadZones={zones} />);
      fireEvent.click(screen.getByTestId('visit-submit'));
      expect(await screen.findByText('Seleccione al menos una zona.')).toBeTruthy();
      expect(screen.getAllByText('Required field').length).toBeGreaterThanOrEqual(2);
      expect(submit).not.toHaveBeenCalled();
    });
  });

  describe('when the same visitor is listed twice', () => {
    it('shows the spec message on the repeated row and sends nothing', async () => {
      await setupI18n('es');
      const submit = jest.fn();
      renderUi(
        <VisitForm onSubmitted={jest.fn()} submit={submit} loadZones={zones} initialHost={host} />,
      );
      fillVisitor(0, '70112233');
      fireEvent.click(screen.getByTestId('visitor-add'));
      fillVisitor(1, '70112233');
      await pickZone();
      fireEvent.click(screen.getByTestId('visit-submit'));
      expect(
        await screen.findByText('La persona ya se encuentra en la lista de visitantes.'),
      ).toBeTruthy();
      expect(submit).not.toHaveBeenCalled();
    });
  });

  describe('when filled', () => {
    it('sends the host, the visitors, the zones and the days', async () => {
      await setupI18n('en');
      const submit = jest.fn((_: SubmitVisitBody) => Promise.resolve(ok));
      const onSubmitted = jest.fn();
      renderUi(
        <VisitForm
          onSubmitted={onSubmitted}
          submit={submit}
          loadZones={zones}
          initialHost={host}
        />,
      );
      fillVisitor(0, '70112233');
      fireEvent.click(screen.getByTestId('visitor-add'));
      fillVisitor(1, '70998877', { names: 'Mario', surnames: 'Paz' });
      fireEvent.click(screen.getByTestId('visitor-1-remove'));
      fireEvent.click(screen.getByTestId('visitor-add'));
      fillVisitor(1, '71223344', { names: 'Eva', surnames: 'Ríos' });
      await pickZone();
      fireEvent.click(screen.getByTestId('visit-submit'));
      await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(ok));
      expect(submit.mock.calls[0]?.[0]).toMatchObject({
        hostId: 'PER-HOST',
        zoneIds: ['ZON-GARITA'],
        visitors: [
          { documentType: 'DNI', documentNumber: '70112233', names: 'Lucía', surnames: 'Torres' },
          { documentType: 'DNI', documentNumber: '71223344', names: 'Eva', surnames: 'Ríos' },
        ],
      });
      expect(screen.getByText('Visitors')).toBeTruthy();
    });
  });
});
