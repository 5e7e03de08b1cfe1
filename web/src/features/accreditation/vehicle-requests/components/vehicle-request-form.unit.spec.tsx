import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ContractRow, VehicleRow } from '@faena/contracts';
import { renderUi, setupI18n } from '../../../../test/render';
import { VehicleRequestForm } from './vehicle-request-form';
import { pickOption } from '../../../../test/select';

jest.setTimeout(30_000);

const vehicle = (vehicleId: string, companyId: string, companyName: string): VehicleRow =>
  ({
    vehicleId,
    plate: vehicleId,
    type: 'Camioneta',
    brand: 'Toyota',
    model: 'Hilux',
    companyId,
    companyName,
    state: 'ACTIVO',
    version: 1,
  }) as VehicleRow;
const contract = (code: string, companyId: string, subject: string): ContractRow =>
  ({
    contractId: code,
    code,
    companyId,
    clientId: 'C1',
    subject,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    quota: 10,
  }) as ContractRow;
const VEHICLES = [
  vehicle('V1Q-845', 'EMP-A', 'Minera Andina'),
  vehicle('C4M-220', 'EMP-B', 'Montajes Andinos'),
];
const CONTRACTS = [
  contract('CTR-A', 'EMP-A', 'Operación'),
  contract('CTR-B', 'EMP-B', 'Mantenimiento eléctrico'),
];
const loaders = {
  loadVehicles: () => Promise.resolve(VEHICLES),
  loadContracts: () => Promise.resolve(CONTRACTS),
};

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn(); // the Select's dropdown calls it
});

describe('VehicleRequestForm', () => {
  it('asks for the vehicle and the contract with the spec message and sends nothing', async () => {
    await setupI18n('es');
    const submit = jest.fn();
    renderUi(<VehicleRequestForm onSubmitted={jest.fn()} submit={submit} {...loaders} />);
    for (const label of ['Vehículo', 'Contrato', 'Fecha de inicio', 'Fecha de fin'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('vehicle-request-submit'));
    expect(await screen.findAllByText('Required field')).toHaveLength(2);
    expect(submit).not.toHaveBeenCalled();
  });

  it("offers the contracts of the chosen vehicle's company and sends the request", async () => {
    await setupI18n('en');
    const submit = jest.fn().mockResolvedValue({ id: 'R1', revision: 0, position: 7 });
    const onSubmitted = jest.fn();
    renderUi(<VehicleRequestForm onSubmitted={onSubmitted} submit={submit} {...loaders} />);
    await pickOption('vehicle-request-vehicleId', 'C4M-220 · Camioneta · Montajes Andinos');
    await act(async () => {
      fireEvent.click(screen.getByTestId('vehicle-request-contractId'));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.queryByText('CTR-A · Operación')).toBeNull();
    await pickOption('vehicle-request-contractId', 'CTR-B · Mantenimiento eléctrico');
    fireEvent.click(screen.getByTestId('vehicle-request-submit'));
    await waitFor(() =>
      expect(onSubmitted).toHaveBeenCalledWith({ id: 'R1', revision: 0, position: 7 }),
    );
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ vehicleId: 'C4M-220', contractId: 'CTR-B', observation: '' }),
    );
  });
});
