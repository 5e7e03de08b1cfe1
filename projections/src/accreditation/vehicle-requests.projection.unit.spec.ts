import { projectionSpec, type GivenEvent } from '@faena/test-kit';
import {
  VEHICLE_REQUESTS_COLLECTION,
  vehicleRequestsProjection,
  type VehicleRequestView,
} from './vehicle-requests.projection';

const submittedData = {
  requestId: 'V1',
  code: 'SOV-00000001',
  vehicleId: 'VEH1',
  plate: 'ABC-123',
  vehicleType: 'CAMIONETA',
  companyId: 'CO1',
  companyName: 'Servicios Mineros SpA',
  contractId: 'CT1',
  contractCode: 'C-001',
  clientId: 'C1',
  startDate: '2026-03-10',
  endDate: '2026-06-30',
  observation: '',
  submittedBy: 'SOLICITANTE',
};
const STREAM = 'accreditation.vehicle-request-V1';
const meta = (occurredAt: string, userId: string) => ({ occurredAt, userId, profileId: 'PF1' });
const submitted = (): GivenEvent => ({
  type: 'accreditation.VehicleRequestSubmitted',
  stream: STREAM,
  revision: 0,
  data: submittedData,
  metadata: meta('2026-03-02T10:00:00.000Z', 'SOLICITANTE'),
});
const decided = (verb: 'Approved' | 'Observed' | 'Rejected', revision = 1, comment = 'ok') => ({
  type: `accreditation.VehicleRequest${verb}`,
  stream: STREAM,
  revision,
  data: { requestId: 'V1', vehicleId: 'VEH1', clientId: 'C1', comment, decidedBy: 'APROBADOR' },
  metadata: meta('2026-03-03T09:30:00.000Z', 'APROBADOR'),
});
const corrected = (): GivenEvent => ({
  type: 'accreditation.VehicleRequestCorrected',
  stream: STREAM,
  revision: 2,
  data: {
    requestId: 'V1',
    startDate: '2026-03-12',
    endDate: '2026-05-31',
    observation: 'Foto nueva',
    submittedBy: 'SOLICITANTE',
  },
  metadata: meta('2026-03-04T08:00:00.000Z', 'SOLICITANTE'),
});
const pendingRow: VehicleRequestView = {
  ...submittedData,
  status: 'P',
  submittedAt: '2026-03-02T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  lastComment: '',
  version: 1,
};
const spec = projectionSpec(vehicleRequestsProjection);

describe('vehicle-requests.v1', () => {
  it('writes a pending row and tells the client queue, the applicant and the access room', () =>
    spec
      .given([submitted()])
      .thenDocument(VEHICLE_REQUESTS_COLLECTION, 'V1', pendingRow)
      .thenNotices([
        {
          room: 'vehicle-queue:C1',
          kind: 'vehicleRequest.changed',
          position: 1,
          payload: pendingRow,
        },
        {
          room: 'vehicle-requester:SOLICITANTE',
          kind: 'vehicleRequest.changed',
          position: 1,
          payload: pendingRow,
        },
        {
          room: 'access-rules:C1',
          kind: 'vehicleAccess.changed',
          position: 1,
          payload: { plate: 'ABC-123', change: 'accreditation' },
        },
      ]));

  it.each([
    ['Approved', 'A'],
    ['Observed', 'O'],
    ['Rejected', 'R'],
  ] as const)('sets the status of a request %s, with who decided and when', (verb, status) =>
    spec
      .given([submitted(), decided(verb, 1, 'motivo')])
      .thenDocument(VEHICLE_REQUESTS_COLLECTION, 'V1', {
        ...pendingRow,
        status,
        decidedBy: 'APROBADOR',
        decidedAt: '2026-03-03T09:30:00.000Z',
        lastComment: 'motivo',
        version: 2,
      }),
  );

  it('is pending again once corrected, keeping the observation comment', () =>
    spec
      .given([submitted(), decided('Observed', 1, 'foto borrosa'), corrected()])
      .thenDocument(VEHICLE_REQUESTS_COLLECTION, 'V1', {
        ...pendingRow,
        startDate: '2026-03-12',
        endDate: '2026-05-31',
        observation: 'Foto nueva',
        lastComment: 'foto borrosa',
        version: 3,
      }));

  it('ignores a decision on an unknown request', () =>
    spec
      .given([decided('Approved')])
      .thenDocuments({ [VEHICLE_REQUESTS_COLLECTION]: {} })
      .thenNotices([]));

  it('gives identical documents on replay', () =>
    spec
      .given([submitted(), decided('Observed'), corrected(), decided('Approved', 3)])
      .thenSameOnReplay());
});
