import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API, type ContractRow } from '@faena/contracts';
import { jsonResponse, renderUi, setupI18n } from '../../../test/render';
import { RequestForm } from './request-form';

const contract: ContractRow = {
  contractId: 'K1', code: 'CT-001', companyId: 'CO1', companyName: 'Andes Servicios', clientId: 'C1', divisionId: 'D1',
  subject: 'Mantenimiento', startDate: '2026-01-01', endDate: '2026-12-31', quota: 10,
};

beforeEach(() => {
  globalThis.fetch = jest.fn((url: string) =>
    Promise.resolve(url.startsWith(API.listContracts.path) ? jsonResponse(200, { result: [contract] }) : jsonResponse(404, {})),
  ) as unknown as typeof fetch;
});

describe('RequestForm', () => {
  it('shows the translated required-field message and sends nothing', async () => {
    await setupI18n('es');
    const submit = jest.fn();
    renderUi(<RequestForm onSubmitted={jest.fn()} submit={submit} />);
    fireEvent.click(screen.getByTestId('request-submit'));
    expect(await screen.findAllByText('Campo obligatorio')).toHaveLength(3);
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows the English text when the language is English', async () => {
    await setupI18n('en');
    renderUi(<RequestForm onSubmitted={jest.fn()} submit={jest.fn()} />);
    fireEvent.click(screen.getByTestId('request-submit'));
    expect(await screen.findAllByText('Required field')).toHaveLength(3);
  });

  it('refuses an end date before the start date', async () => {
    await setupI18n('es');
    renderUi(<RequestForm onSubmitted={jest.fn()} submit={jest.fn()} />);
    fireEvent.change(screen.getByTestId('request-start'), { target: { value: '2026-06-10' } });
    fireEvent.change(screen.getByTestId('request-end'), { target: { value: '2026-06-01' } });
    fireEvent.click(screen.getByTestId('request-submit'));
    await waitFor(() => expect(screen.getByText('La fecha fin no puede ser menor que la fecha inicio.')).toBeTruthy());
  });
});
