import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi, setupI18n } from '../../../test/render';
import { CredentialForm } from './credential-form';

jest.setTimeout(30_000);
// the person picker has its own spec: here it picks Ana at once
jest.mock('../../../components/person-picker/person-field', () => ({
  PersonField: ({ onChange, error }: { onChange: (p: unknown) => void; error?: string }) => (
    <div>
      <button
        type="button"
        onClick={() =>
          onChange({
            personId: 'PER-0007',
            fullName: 'Ana Rojas',
            documentType: 'DNI',
            documentNumber: '45678912',
          })
        }
      >
        pick
      </button>
      {error && <span>{error}</span>}
    </div>
  ),
}));

const TYPES = [
  { value: 'PERM', label: 'Credencial permanente', validityDays: 365 },
  { value: 'TEMP', label: 'Credencial temporal', validityDays: 30 },
  { value: 'LIBRE', label: 'Sin vigencia', validityDays: null },
];
const REASONS = [
  { value: 'NUEVO', label: 'Nuevo ingreso', kind: 'E' as const },
  { value: 'ROBO', label: 'Robo', kind: 'I' as const },
];
const ok = { id: 'CRE-1', revision: 0, position: 42 };

const pickOption = async (testId: string, label: string) => {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: label }));
};
const typeDate = (testId: string, value: string) => {
  const input = screen.getByTestId(testId);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

beforeEach(async () => {
  await setupI18n('es');
  Element.prototype.scrollIntoView = jest.fn(); // the Select's dropdown calls it
});

describe('CredentialForm', () => {
  it('asks for the worker, the type and the reason, and sends nothing', async () => {
    const save = jest.fn();
    renderUi(
      <CredentialForm
        credentialTypes={TYPES}
        reasons={REASONS}
        onSaved={jest.fn()}
        onCancel={jest.fn()}
        save={save}
      />,
    );
    fireEvent.click(screen.getByTestId('credential-submit'));
    expect((await screen.findAllByText('Required field')).length).toBeGreaterThanOrEqual(3);
    expect(save).not.toHaveBeenCalled();
  });

  it('offers only reasons of kind E for the issue', async () => {
    renderUi(
      <CredentialForm
        credentialTypes={TYPES}
        reasons={REASONS}
        onSaved={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    fireEvent.click(screen.getByTestId('credential-reason'));
    expect(await screen.findByRole('option', { name: 'Nuevo ingreso' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Robo' })).toBeNull();
  });

  it("refuses an end before the start with the identification screens' message", async () => {
    const save = jest.fn();
    renderUi(
      <CredentialForm
        credentialTypes={TYPES}
        reasons={REASONS}
        onSaved={jest.fn()}
        onCancel={jest.fn()}
        save={save}
      />,
    );
    fireEvent.click(screen.getByText('pick'));
    await pickOption('credential-type', 'Sin vigencia');
    await pickOption('credential-reason', 'Nuevo ingreso');
    typeDate('credential-start', '10/03/2026');
    typeDate('credential-end', '09/03/2026');
    fireEvent.click(screen.getByTestId('credential-submit'));
    expect(
      await screen.findByText('La fecha fin no puede ser menor que la fecha inicio.'),
    ).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it("sends the worker, the type and its validity's end, the reason and the codes", async () => {
    const save = jest.fn().mockResolvedValue(ok);
    const onSaved = jest.fn();
    renderUi(
      <CredentialForm
        credentialTypes={TYPES}
        reasons={REASONS}
        onSaved={onSaved}
        onCancel={jest.fn()}
        save={save}
      />,
    );
    fireEvent.click(screen.getByText('pick'));
    await pickOption('credential-type', 'Credencial temporal (30 días)');
    // the end follows the start while the type proposes it
    typeDate('credential-start', '10/03/2026');
    await pickOption('credential-reason', 'Nuevo ingreso');
    fireEvent.change(screen.getByTestId('credential-ref1'), { target: { value: 'FC-77' } });
    expect(screen.getByTestId('credential-validity').textContent).toContain('30 días');
    fireEvent.click(screen.getByTestId('credential-submit'));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0]).toMatchObject({
      personId: 'PER-0007',
      credentialType: 'TEMP',
      startDate: '2026-03-10',
      endDate: '2026-04-09',
      referenceCode1: 'FC-77',
      referenceCode2: '',
      issueReason: 'NUEVO',
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(ok));
  });
});
