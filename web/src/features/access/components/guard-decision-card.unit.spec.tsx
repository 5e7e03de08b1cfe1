import { screen } from '@testing-library/react';
import { renderUi, setupI18n } from '../../../test/render';
import type { PersonCard } from '../api/guard.api';
import { DecisionCard } from './guard-decision-card';

const person: PersonCard = {
  personId: 'PER-0007',
  documentNumber: '40000007',
  fullName: 'Rosa Quispe Huamán',
  companyName: 'Montajes del Sur SAC',
  position: 'Soldadora',
};
const verdict = () => screen.getByTestId('guard-verdict').textContent;

describe('DecisionCard', () => {
  beforeAll(() => setupI18n('es'));

  it('shows the person and PERMITIDO in green for a granted mark', () => {
    renderUi(
      <DecisionCard
        person={person}
        code="40000007"
        photoUrl={null}
        direction="E"
        decision={{ kind: 'decided', outcome: { granted: true, reason: null } }}
      />,
    );
    expect(screen.getByTestId('guard-decision').getAttribute('data-state')).toBe('granted');
    expect(verdict()).toBe('PERMITIDO');
    expect(screen.getByTestId('guard-person-name').textContent).toBe('Rosa Quispe Huamán');
    expect(screen.getByTestId('guard-person-company').textContent).toBe('Montajes del Sur SAC');
    expect(screen.getByText('Soldadora')).toBeTruthy();
    expect(screen.getByText('ENTRADA')).toBeTruthy();
    // no photo: the initials
    expect(screen.getByTestId('guard-avatar').textContent).toBe('RQ');
    expect(screen.queryByTestId('guard-reason')).toBeNull();
  });

  it('shows DENEGADO with the reason and the requirement document named', () => {
    renderUi(
      <DecisionCard
        person={person}
        code="40000007"
        photoUrl={null}
        direction="S"
        decision={{
          kind: 'decided',
          outcome: {
            granted: false,
            reason: 'requirementExpired',
            requirement: {
              code: 'EMO',
              description: 'Examen médico ocupacional',
              expiresOn: '2026-10-31',
            },
          },
        }}
      />,
    );
    expect(screen.getByTestId('guard-decision').getAttribute('data-state')).toBe('denied');
    expect(verdict()).toBe('DENEGADO');
    expect(screen.getByTestId('guard-reason').textContent).toContain(
      'El trabajador no está habilitado porque venció una validación de acceso',
    );
    expect(screen.getByTestId('guard-requirement').textContent).toBe(
      'Documento: Examen médico ocupacional, vencido el 31/10/2026',
    );
    expect(screen.getByText('SALIDA')).toBeTruthy();
  });

  it('never guesses for a queued mark: pending sync, the typed code when the person is unknown', () => {
    renderUi(
      <DecisionCard
        person={null}
        code="45555555"
        photoUrl={null}
        direction="E"
        decision={{ kind: 'pending' }}
      />,
    );
    expect(screen.getByTestId('guard-decision').getAttribute('data-state')).toBe('pending');
    expect(verdict()).toBe('PENDIENTE DE SINCRONIZAR');
    expect(screen.getByTestId('guard-person-name').textContent).toBe('45555555');
    expect(screen.queryByText('PERMITIDO')).toBeNull();
    expect(screen.queryByText('DENEGADO')).toBeNull();
  });

  it('shows the photo when the person has one, and speaks English', async () => {
    await setupI18n('en');
    renderUi(
      <DecisionCard
        person={person}
        code="40000007"
        photoUrl="blob:photo"
        direction="E"
        decision={{ kind: 'decided', outcome: { granted: false, reason: 'terminated' } }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Rosa Quispe Huamán' }).getAttribute('src')).toBe(
      'blob:photo',
    );
    expect(verdict()).toBe('DENIED');
    expect(screen.getByTestId('guard-reason').textContent).toBe('Person terminated');
    await setupI18n('es');
  });
});
