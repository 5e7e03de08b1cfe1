import { projectionSpec, type GivenEvent } from '@faena/test-kit';
import { VISITS_COLLECTION, visitsProjection, type VisitView } from './visits.projection';

const visitor = {
  personId: 'PV1',
  personName: 'Lucía Torres',
  documentType: 'DNI',
  documentNumber: '70112233',
};
const requestedData = {
  visitId: 'V1',
  code: 'VIS-00000001',
  clientId: 'C1',
  hostId: 'P1',
  hostName: 'Ana Rojas',
  visitors: [visitor],
  zoneIds: ['Z1'],
  startDate: '2026-03-10',
  endDate: '2026-03-11',
  observation: '',
  requestedBy: 'SOLICITANTE',
};
const STREAM = 'accreditation.visit-V1';
const meta = (occurredAt: string, userId: string) => ({ occurredAt, userId, profileId: 'PF1' });
const requested = (): GivenEvent => ({
  type: 'accreditation.VisitRequested',
  stream: STREAM,
  revision: 0,
  data: requestedData,
  metadata: meta('2026-03-02T10:00:00.000Z', 'SOLICITANTE'),
});
const decided = (verb: 'Approved' | 'Observed' | 'Rejected'): GivenEvent => ({
  type: `accreditation.Visit${verb}`,
  stream: STREAM,
  revision: 1,
  data: { visitId: 'V1', clientId: 'C1', comment: 'ok', decidedBy: 'APROBADOR' },
  metadata: meta('2026-03-03T09:30:00.000Z', 'APROBADOR'),
});
const pendingRow: VisitView = {
  ...requestedData,
  visitorCount: 1,
  status: 'P',
  requestedAt: '2026-03-02T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  lastComment: '',
  version: 1,
};
const spec = projectionSpec(visitsProjection);

describe('visits.v1', () => {
  describe('when a visit is requested', () => {
    it('writes a pending row with its visitors', () =>
      spec.given([requested()]).thenDocument(VISITS_COLLECTION, 'V1', pendingRow));
    it("tells the client's visit queue and the requester", () =>
      spec.given([requested()]).thenNotices([
        { room: 'visit-queue:C1', kind: 'visit.changed', position: 1, payload: pendingRow },
        {
          room: `visit-requester:${pendingRow.requestedBy}`,
          kind: 'visit.changed',
          position: 1,
          payload: pendingRow,
        },
      ]));
  });

  describe.each([
    ['Approved', 'A'],
    ['Observed', 'O'],
    ['Rejected', 'R'],
  ] as const)('when it is %s', (verb, status) => {
    it('sets the status, the decider and the comment', () =>
      spec.given([requested(), decided(verb)]).thenDocument(VISITS_COLLECTION, 'V1', {
        ...pendingRow,
        status,
        decidedBy: 'APROBADOR',
        decidedAt: '2026-03-03T09:30:00.000Z',
        lastComment: 'ok',
        version: 2,
      }));
  });

  describe('when an observed visit is corrected', () => {
    const corrected: GivenEvent = {
      type: 'accreditation.VisitCorrected',
      stream: STREAM,
      revision: 2,
      data: {
        visitId: 'V1',
        clientId: 'C1',
        zoneIds: ['Z1', 'Z2'],
        startDate: '2026-03-12',
        endDate: '2026-03-13',
        observation: 'Con el taller',
        correctedBy: 'SOLICITANTE',
      },
      metadata: meta('2026-03-04T08:00:00.000Z', 'SOLICITANTE'),
    };
    it("is pending again with its new zones and days, the approver's comment kept", () =>
      spec
        .given([requested(), decided('Observed'), corrected])
        .thenDocument(VISITS_COLLECTION, 'V1', {
          ...pendingRow,
          zoneIds: ['Z1', 'Z2'],
          startDate: '2026-03-12',
          endDate: '2026-03-13',
          observation: 'Con el taller',
          decidedBy: 'APROBADOR',
          decidedAt: '2026-03-03T09:30:00.000Z',
          lastComment: 'ok',
          version: 3,
        }));
  });
});
