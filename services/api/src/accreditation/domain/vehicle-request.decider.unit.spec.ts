import type { RequestRequirement, VehicleRequestData, VehicleRequestEvent } from '@faena/contracts';
import { deciderSpec, IDS } from '@faena/test-kit';
import {
  decideVehicleRequest,
  evolveVehicleRequest,
  initialVehicleRequest,
  submitVehicleRequest,
  type SubmitVehicleInput,
  type VehicleRequest,
} from './vehicle-request.decider';
import { correctVehicleRequest } from './vehicle-request-correction';
import type { Submitter } from './request.decider';

const given = deciderSpec({ evolve: evolveVehicleRequest, initialState: initialVehicleRequest });
const TODAY = '2026-03-10';
const submitter: Submitter = {
  userId: 'USR-SOL',
  clientId: IDS.client,
  companyId: null,
  contractor: false,
};
const vehicle = {
  vehicleId: 'VEH-001',
  plate: 'ABC-123',
  type: 'CAMIONETA',
  companyId: IDS.company,
  companyName: 'Contratista SAC',
  state: 'ACTIVO' as const,
};
const contract = {
  contractId: IDS.contract,
  code: 'C-001',
  companyId: IDS.company,
  clientId: IDS.client,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  subcontractorIds: [],
  vehicles: true,
};
const period = { startDate: '2026-03-10', endDate: '2026-06-30', observation: '' };
const soat = (state: RequestRequirement['state'], kind: 'S' | 'A' = 'S'): RequestRequirement => ({
  code: 'SOAT',
  description: 'SOAT',
  kind,
  state,
  docId: null,
  fileName: null,
  expiresOn: null,
});
const input = (over: Partial<SubmitVehicleInput> = {}): SubmitVehicleInput => ({
  requestId: 'VRQ-1',
  code: 'SOV-1',
  today: TODAY,
  submitter,
  vehicle,
  contract,
  body: period,
  requirements: [soat('approved')],
  ...over,
});
const data: VehicleRequestData = {
  requestId: 'VRQ-1',
  code: 'SOV-1',
  vehicleId: 'VEH-001',
  plate: 'ABC-123',
  vehicleType: 'CAMIONETA',
  companyId: IDS.company,
  companyName: 'Contratista SAC',
  contractId: IDS.contract,
  contractCode: 'C-001',
  clientId: IDS.client,
  ...period,
  submittedBy: 'USR-SOL',
};
const submitted: VehicleRequestEvent = { type: 'accreditation.VehicleRequestSubmitted', data };
const submit =
  (over: Partial<SubmitVehicleInput> = {}) =>
  (s: VehicleRequest) =>
    submitVehicleRequest(input(over), s);

describe('Submitting a vehicle request', () => {
  it('sends it as Pendiente with the vehicle, contract and period', () =>
    given([]).when(submit()).then([submitted]));
  it('does nothing when the same request was already sent (a retry)', () =>
    given([submitted]).when(submit()).thenNothingHappens());
  it('refuses a vehicle not in the master', () =>
    given([])
      .when(submit({ vehicle: null }))
      .thenFailsWith('vehicleRequest.vehicleNotFound'));
  it('refuses an inactive vehicle', () =>
    given([])
      .when(submit({ vehicle: { ...vehicle, state: 'INACTIVO' } }))
      .thenFailsWith('vehicleRequest.vehicleInactive'));
  it('refuses a contract without the vehicle flag', () =>
    given([])
      .when(submit({ contract: { ...contract, vehicles: false } }))
      .thenFailsWith('vehicleRequest.contractWithoutVehicles'));
  it("refuses a contract of another company than the vehicle's", () =>
    given([])
      .when(submit({ contract: { ...contract, companyId: IDS.otherCompany } }))
      .thenFailsWith('vehicleRequest.otherCompanyContract'));
  it('accepts a contract that names the vehicle company a subcontractor', () =>
    given([])
      .when(
        submit({
          contract: { ...contract, companyId: IDS.otherCompany, subcontractorIds: [IDS.company] },
        }),
      )
      .then([submitted]));
  it("refuses another client's contract", () =>
    given([])
      .when(submit({ contract: { ...contract, clientId: IDS.otherClient } }))
      .thenFailsWith('catalog.contractNotFound'));
  it('refuses a start before today', () =>
    given([])
      .when(submit({ body: { ...period, startDate: '2026-03-09' } }))
      .thenFailsWith('accreditation.startBeforeToday'));
  it('refuses an end after the contract', () =>
    given([])
      .when(submit({ body: { ...period, endDate: '2027-01-01' } }))
      .thenFailsWith('accreditation.outsideContract'));
  it('refuses while a requirement is missing or lapsed', () => {
    given([])
      .when(submit({ requirements: [soat('missing')] }))
      .thenFailsWith('requirements.missing');
    given([])
      .when(submit({ requirements: [soat('lapsed')] }))
      .thenFailsWith('requirements.missing');
  });
  it("refuses a contractor's request for another company's vehicle", () =>
    given([])
      .when(
        submit({
          submitter: { ...submitter, contractor: true, companyId: IDS.otherCompany },
        }),
      )
      .thenFailsWith('accreditation.otherCompany'));
});

const decided = {
  requestId: 'VRQ-1',
  vehicleId: 'VEH-001',
  clientId: IDS.client,
  decidedBy: 'USR-APR',
};
const decide =
  (decision: 'approve' | 'observe' | 'reject', comment = '', requirements = [soat('approved')]) =>
  (s: VehicleRequest) =>
    decideVehicleRequest(
      { decision, clientId: IDS.client, comment, decidedBy: 'USR-APR', requirements },
      s,
    );
const observed: VehicleRequestEvent = {
  type: 'accreditation.VehicleRequestObserved',
  data: { ...decided, comment: 'Foto borrosa' },
};

describe('Deciding a vehicle request', () => {
  it('approves a pending one', () =>
    given([submitted])
      .when(decide('approve'))
      .then([{ type: 'accreditation.VehicleRequestApproved', data: { ...decided, comment: '' } }]));
  it('observes with a comment', () =>
    given([submitted]).when(decide('observe', 'Foto borrosa')).then([observed]));
  it('rejects with a comment', () =>
    given([submitted])
      .when(decide('reject', 'No corresponde'))
      .then([
        {
          type: 'accreditation.VehicleRequestRejected',
          data: { ...decided, comment: 'No corresponde' },
        },
      ]));
  it('needs a comment to reject', () =>
    expect(() =>
      decide('reject', ' ')(evolveVehicleRequest(initialVehicleRequest(), submitted)),
    ).toThrow('request.invalid'));
  it('waits while a requirement is pending review', () =>
    given([submitted])
      .when(decide('approve', '', [soat('pending')]))
      .thenFailsWith('requirements.pendingReview'));
  it('refuses one already decided', () =>
    given([submitted, observed])
      .when(decide('approve'))
      .thenFailsWith('vehicleRequest.notPending'));
  it("answers another client's request as missing", () =>
    given([{ ...submitted, data: { ...data, clientId: IDS.otherClient } }])
      .when(decide('approve'))
      .thenFailsWith('vehicleRequest.notFound'));
});

describe('Correcting an observed vehicle request', () => {
  const body = { startDate: '2026-03-12', endDate: '2026-05-31', observation: 'Foto nueva' };
  const correct =
    (who = submitter) =>
    (s: VehicleRequest) =>
      correctVehicleRequest(
        { submitter: who, today: TODAY, contract, body, requirements: [soat('approved')] },
        s,
      );
  it('sends it back to Pendiente with the new dates', () =>
    given([submitted, observed])
      .when(correct())
      .then([
        {
          type: 'accreditation.VehicleRequestCorrected',
          data: { requestId: 'VRQ-1', ...body, submittedBy: 'USR-SOL' },
        },
      ]));
  it('refuses one that is not observed', () =>
    given([submitted]).when(correct()).thenFailsWith('vehicleRequest.notObserved'));
  it('refuses another applicant of another company', () =>
    given([submitted, observed])
      .when(correct({ ...submitter, userId: 'USR-OTRO', companyId: IDS.otherCompany }))
      .thenFailsWith('accreditation.otherCompany'));
});
