import { projectionSpec, type GivenEvent } from '@faena/test-kit';
import {
  DEMOBILIZATIONS_COLLECTION,
  demobilizationsProjection,
  type DemobilizationView,
} from './demobilizations.projection';

const requestedData = {
  demobilizationId: 'D1',
  code: 'DES-00000001',
  personId: 'P1',
  personName: 'Ana Rojas',
  documentNumber: '12345678',
  workerCode: '12345678',
  companyId: 'CO1',
  companyName: 'Servicios Mineros SpA',
  clientId: 'C1',
  divisionId: 'D-N',
  cessationReason: 'RENUNCIA',
  cessationDate: '2026-04-30',
  observation: 'Renuncia presentada',
  requestedBy: 'SOLICITANTE',
};
const STREAM = 'accreditation.demobilization-D1';
const meta = (occurredAt: string, userId: string) => ({ occurredAt, userId, profileId: 'PF1' });
const requested = (): GivenEvent => ({
  type: 'accreditation.DemobilizationRequested',
  stream: STREAM,
  revision: 0,
  data: requestedData,
  metadata: meta('2026-03-02T10:00:00.000Z', 'SOLICITANTE'),
});
const decided = (
  verb: 'Approved' | 'Observed' | 'Rejected',
  revision = 1,
  comment = 'ok',
): GivenEvent => ({
  type: `accreditation.Demobilization${verb}`,
  stream: STREAM,
  revision,
  data: { demobilizationId: 'D1', personId: 'P1', clientId: 'C1', comment, decidedBy: 'APROBADOR' },
  metadata: meta('2026-03-03T09:30:00.000Z', 'APROBADOR'),
});
const resubmitted = (): GivenEvent => ({
  type: 'accreditation.DemobilizationResubmitted',
  stream: STREAM,
  revision: 2,
  data: {
    demobilizationId: 'D1',
    cessationReason: 'FIN-CONTRATO',
    cessationDate: '2026-04-15',
    observation: 'Con carta',
    requestedBy: 'SOLICITANTE',
  },
  metadata: meta('2026-03-04T08:00:00.000Z', 'SOLICITANTE'),
});

const pendingRow: DemobilizationView = {
  ...requestedData,
  status: 'P',
  requestedAt: '2026-03-02T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  lastComment: '',
  version: 1,
};
const spec = projectionSpec(demobilizationsProjection);

describe('demobilizations.v1', () => {
  describe('when a demobilization is registered', () => {
    it('writes a pending row stamped with the event time', () =>
      spec.given([requested()]).thenDocument(DEMOBILIZATIONS_COLLECTION, 'D1', pendingRow));

    it('tells the client queue and the requester', () =>
      spec.given([requested()]).thenNotices([
        {
          room: 'demob-queue:C1',
          kind: 'demobilization.changed',
          position: 1,
          payload: pendingRow,
        },
        {
          room: 'demob-requester:SOLICITANTE',
          kind: 'demobilization.changed',
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
    const decidedRow = {
      ...pendingRow,
      status,
      decidedBy: 'APROBADOR',
      decidedAt: '2026-03-03T09:30:00.000Z',
      lastComment: 'motivo',
      version: 2,
    };
    it(`sets status ${status} with who decided and when`, () =>
      spec
        .given([requested(), decided(verb, 1, 'motivo')])
        .thenDocument(DEMOBILIZATIONS_COLLECTION, 'D1', decidedRow));

    it('pushes the new row to both rooms', () =>
      spec.given([requested(), decided(verb, 1, 'motivo')]).thenNotices([
        expect.anything(),
        expect.anything(),
        {
          room: 'demob-queue:C1',
          kind: 'demobilization.changed',
          position: 2,
          payload: decidedRow,
        },
        {
          room: 'demob-requester:SOLICITANTE',
          kind: 'demobilization.changed',
          position: 2,
          payload: decidedRow,
        },
      ]));
  });

  describe('when an observed demobilization is corrected', () => {
    it('is pending again with the corrected fields and the observation comment kept', () =>
      spec
        .given([requested(), decided('Observed', 1, 'falta carta'), resubmitted()])
        .thenDocument(DEMOBILIZATIONS_COLLECTION, 'D1', {
          ...pendingRow,
          cessationReason: 'FIN-CONTRATO',
          cessationDate: '2026-04-15',
          observation: 'Con carta',
          lastComment: 'falta carta',
          version: 3,
        }));

    it('can then be rejected', () =>
      spec
        .given([requested(), decided('Observed', 1), resubmitted(), decided('Rejected', 3)])
        .thenDocument(
          DEMOBILIZATIONS_COLLECTION,
          'D1',
          expect.objectContaining({ status: 'R', version: 4 }),
        ));
  });

  describe('when the cascade of the approval releases (issue 19)', () => {
    const CASCADE = 'accreditation.demobilization-cascade-D1';
    const bed = {
      kind: 'bed',
      ref: 'A1',
      label: 'Camp · A-101 · Cama 1',
      from: '2026-05-01',
      to: '2026-05-03',
    };
    const released = (revision: number): GivenEvent => ({
      type: 'accreditation.HoldingReleased',
      stream: CASCADE,
      revision,
      data: { demobilizationId: 'D1', personId: 'P1', ...bed },
      metadata: meta('2026-03-03T09:30:01.000Z', 'SYSTEM'),
    });
    const completed: GivenEvent = {
      type: 'accreditation.DemobilizationCascadeCompleted',
      stream: CASCADE,
      revision: 1,
      data: { demobilizationId: 'D1', personId: 'P1', released: 1 },
      metadata: meta('2026-03-03T09:30:01.000Z', 'SYSTEM'),
    };
    it('lists each released holding once, then marks the cascade done', () =>
      spec
        .given([requested(), decided('Approved'), released(0), released(0), completed])
        .thenDocument(
          DEMOBILIZATIONS_COLLECTION,
          'D1',
          expect.objectContaining({ status: 'A', released: [bed], cascadeDone: true }),
        ));
  });

  it('ignores a decision on an unknown demobilization', () =>
    spec
      .given([decided('Approved')])
      .thenDocuments({ [DEMOBILIZATIONS_COLLECTION]: {} })
      .thenNotices([]));

  it('gives identical documents on replay', () =>
    spec
      .given([requested(), decided('Observed'), resubmitted(), decided('Approved', 3)])
      .thenSameOnReplay());
});
