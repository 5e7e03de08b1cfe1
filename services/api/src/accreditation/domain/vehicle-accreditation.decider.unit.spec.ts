import type { VehicleAccreditationEvent } from '@faena/contracts';
import { deciderSpec, IDS } from '@faena/test-kit';
import {
  accreditVehicle,
  closeVehicleRequest,
  evolveVehicleAccreditation,
  initialVehicleAccreditation,
  openVehicleRequest,
  type VehicleAccreditation,
} from './vehicle-accreditation.decider';

const given = deciderSpec({
  evolve: evolveVehicleAccreditation,
  initialState: initialVehicleAccreditation,
});
const ref = (requestId: string) => ({ vehicleId: 'VEH-001', clientId: IDS.client, requestId });
const opened = (requestId: string): VehicleAccreditationEvent => ({
  type: 'accreditation.VehicleRequestOpened',
  data: { ...ref(requestId), contractId: IDS.contract },
});
const period = { contractId: IDS.contract, startDate: '2026-03-01', endDate: '2026-03-31' };
const accredited = (requestId: string): VehicleAccreditationEvent => ({
  type: 'accreditation.VehicleAccredited',
  data: { ...ref(requestId), ...period },
});
const open = (requestId: string, today: string) => (s: VehicleAccreditation) =>
  openVehicleRequest({ ...ref(requestId), contractId: IDS.contract, today }, s);

describe('One active accreditation per vehicle and client', () => {
  it('opens a request for a vehicle with none', () =>
    given([])
      .when(open('R1', '2026-03-01'))
      .then([opened('R1')]));
  it('refuses a second request while one is open', () =>
    given([opened('R1')])
      .when(open('R2', '2026-03-01'))
      .thenFailsWith('vehicleRequest.alreadyActive'));
  it('refuses a new one while the approved period is not over', () =>
    given([opened('R1'), accredited('R1')])
      .when(open('R2', '2026-03-31'))
      .thenFailsWith('vehicleRequest.alreadyActive'));
  it('opens a new one once the approved period is over', () =>
    given([opened('R1'), accredited('R1')])
      .when(open('R2', '2026-04-01'))
      .then([opened('R2')]));
  it('opens a new one after a rejection closed the slot', () =>
    given([opened('R1'), { type: 'accreditation.VehicleRequestClosed', data: ref('R1') }])
      .when(open('R2', '2026-03-01'))
      .then([opened('R2')]));
  it('closes only the request that holds the slot', () => {
    given([opened('R1')])
      .when((s) => closeVehicleRequest(ref('R1'), s))
      .then([{ type: 'accreditation.VehicleRequestClosed', data: ref('R1') }]);
    given([opened('R1')])
      .when((s) => closeVehicleRequest(ref('R9'), s))
      .thenNothingHappens();
  });
  it('accredits a request once', () => {
    given([opened('R1')])
      .when((s) => accreditVehicle({ ...ref('R1'), ...period }, s))
      .then([accredited('R1')]);
    given([opened('R1'), accredited('R1')])
      .when((s) => accreditVehicle({ ...ref('R1'), ...period }, s))
      .thenNothingHappens();
  });
});
