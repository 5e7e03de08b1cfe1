import { projectionSpec, type GivenEvent } from '@faena/test-kit';
import { REQUESTS_COLLECTION, requestsProjection, type RequestView } from './requests.projection';
import { REQUEST_USER_NAMES_COLLECTION } from './request-user-names';

const submittedData = {
  requestId: 'R1',
  code: 'SOL-000001',
  personId: 'P1',
  personName: 'Ana Rojas',
  documentNumber: '12345678-9',
  companyId: 'CO1',
  companyName: 'Servicios Mineros SpA',
  contractId: 'K1',
  contractCode: 'CT-001',
  clientId: 'C1',
  divisionId: 'D1',
  startDate: '2026-03-10',
  endDate: '2026-06-30',
  reason: 'Mantención',
  observation: '',
  submittedBy: 'SOLICITANTE',
  place: 'TOQUEPALA',
  profile: 'OPERATIVO',
  organisationalUnit: 'UO-MINA',
  costCenter: 'CC-1001',
  positionId: 'CAR-OPC',
  positionName: 'Operador de Camión',
  function: 'ACARREO',
};
const meta = (occurredAt: string, userId: string) => ({ occurredAt, userId, profileId: 'PF1' });
const submitted = (): GivenEvent => ({
  type: 'accreditation.RequestSubmitted',
  stream: 'accreditation.request-R1',
  revision: 0,
  data: submittedData,
  metadata: meta('2026-03-02T10:00:00.000Z', 'SOLICITANTE'),
});
const decided = (
  verb: 'Approved' | 'Observed' | 'Rejected',
  revision = 1,
  comment = 'ok',
): GivenEvent => ({
  type: `accreditation.Request${verb}`,
  stream: 'accreditation.request-R1',
  revision,
  data: { requestId: 'R1', personId: 'P1', clientId: 'C1', comment, decidedBy: 'APROBADOR' },
  metadata: meta('2026-03-03T09:30:00.000Z', 'APROBADOR'),
});
const resubmitted = (): GivenEvent => ({
  type: 'accreditation.RequestResubmitted',
  stream: 'accreditation.request-R1',
  revision: 2,
  data: {
    requestId: 'R1',
    startDate: '2026-03-15',
    endDate: '2026-05-31',
    reason: 'Corregido',
    observation: 'fechas',
    submittedBy: 'SOLICITANTE',
  },
  metadata: meta('2026-03-04T08:00:00.000Z', 'SOLICITANTE'),
});

const pendingRow: RequestView = {
  ...submittedData,
  status: 'P',
  submittedAt: '2026-03-02T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  lastComment: '',
  attachments: [],
  version: 1,
};
const spec = projectionSpec(requestsProjection);

describe('requests.v3', () => {
  describe('when a request is submitted', () => {
    it('writes a pending row stamped with the event time', () =>
      spec.given([submitted()]).thenDocument(REQUESTS_COLLECTION, 'R1', pendingRow));

    it('tells the queue, the requester and the timeline', () =>
      spec.given([submitted()]).thenNotices([
        { room: 'queue:C1', kind: 'request.changed', position: 1, payload: pendingRow },
        {
          room: 'requester:SOLICITANTE',
          kind: 'request.changed',
          position: 1,
          payload: pendingRow,
        },
        {
          room: 'request:R1',
          kind: 'request.event',
          position: 1,
          payload: {
            position: 1,
            revision: 0,
            type: 'accreditation.RequestSubmitted',
            occurredAt: '2026-03-02T10:00:00.000Z',
            userId: 'SOLICITANTE',
            profileId: 'PF1',
            data: submittedData,
          },
        },
      ]));
  });

  describe('when a request is accepted over the endowment', () => {
    const over = (): GivenEvent => ({
      type: 'accreditation.QuotaExceededAccepted',
      stream: 'accreditation.contract-quota-K1',
      revision: 2,
      data: { contractId: 'K1', requestId: 'R1', personId: 'P1', quota: 2, held: 3 },
      metadata: meta('2026-03-02T10:00:00.000Z', 'SOLICITANTE'),
    });
    it('marks the row as over the endowment, and a resubmission keeps the mark', () =>
      spec
        .given([submitted(), over(), decided('Observed', 1), resubmitted()])
        .thenDocument(REQUESTS_COLLECTION, 'R1', {
          ...pendingRow,
          overEndowment: true,
          startDate: '2026-03-15',
          endDate: '2026-05-31',
          reason: 'Corregido',
          observation: 'fechas',
          lastComment: 'ok',
          version: 4,
        }));
  });

  describe('when the author of an event is a registered user', () => {
    const registered = (username: string, firstName: string, lastName: string): GivenEvent => ({
      type: 'identity.UserRegistered',
      stream: `identity.user-${username}`,
      revision: 0,
      data: {
        username,
        firstName,
        lastName,
        email: `${username.toLowerCase()}@example.com`,
        phone: '',
        passwordHash: 'scrypt$17$8$1$c2FsdA==$aGFzaA==',
        profiles: [],
      },
      metadata: meta('2026-03-01T08:00:00.000Z', 'ADMIN'),
    });

    it("pushes the timeline entry with the author's full name, not the username", () =>
      spec
        .given([
          registered('SOLICITANTE', 'Rosa', 'Huamán Torres'),
          registered('APROBADOR', 'Luis', 'Pérez'),
          submitted(),
          decided('Approved'),
        ])
        .thenNotices([
          expect.objectContaining({ room: 'queue:C1' }),
          expect.objectContaining({ room: 'requester:SOLICITANTE' }),
          expect.objectContaining({
            room: 'request:R1',
            payload: expect.objectContaining({
              userId: 'SOLICITANTE',
              userName: 'Rosa Huamán Torres',
            }) as unknown,
          }),
          expect.objectContaining({ room: 'queue:C1' }),
          expect.objectContaining({ room: 'requester:SOLICITANTE' }),
          expect.objectContaining({
            room: 'request:R1',
            payload: expect.objectContaining({
              userId: 'APROBADOR',
              userName: 'Luis Pérez',
            }) as unknown,
          }),
        ]));
  });

  describe.each([
    ['Approved', 'A'],
    ['Observed', 'O'],
    ['Rejected', 'R'],
  ] as const)('when the request is %s', (verb, status) => {
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
        .given([submitted(), decided(verb, 1, 'motivo')])
        .thenDocument(REQUESTS_COLLECTION, 'R1', decidedRow));

    it('pushes the new row and the timeline entry', () =>
      spec.given([submitted(), decided(verb, 1, 'motivo')]).thenNotices([
        expect.anything(),
        expect.anything(),
        expect.anything(),
        { room: 'queue:C1', kind: 'request.changed', position: 2, payload: decidedRow },
        {
          room: 'requester:SOLICITANTE',
          kind: 'request.changed',
          position: 2,
          payload: decidedRow,
        },
        {
          room: 'request:R1',
          kind: 'request.event',
          position: 2,
          payload: expect.objectContaining({
            type: `accreditation.Request${verb}`,
            revision: 1,
            userId: 'APROBADOR',
          }),
        },
      ]));
  });

  describe('when an observed request is resubmitted', () => {
    it('is pending again with the corrected dates and the observation comment kept', () =>
      spec
        .given([submitted(), decided('Observed', 1, 'fechas mal'), resubmitted()])
        .thenDocument(REQUESTS_COLLECTION, 'R1', {
          ...pendingRow,
          startDate: '2026-03-15',
          endDate: '2026-05-31',
          reason: 'Corregido',
          observation: 'fechas',
          lastComment: 'fechas mal',
          version: 3,
        }));

    it('can then be approved', () =>
      spec
        .given([submitted(), decided('Observed', 1), resubmitted(), decided('Approved', 3)])
        .thenDocument(
          REQUESTS_COLLECTION,
          'R1',
          expect.objectContaining({ status: 'A', version: 4 }),
        ));
  });

  describe('when a request is first saved as a draft', () => {
    const draftData = { ...submittedData, startDate: '', endDate: '' };
    const drafted = (): GivenEvent => ({
      type: 'accreditation.RequestDraftSaved',
      stream: 'accreditation.request-R1',
      revision: 0,
      data: draftData,
      metadata: meta('2026-03-01T16:00:00.000Z', 'SOLICITANTE'),
    });
    it('writes an Incompleta row', () =>
      spec.given([drafted()]).thenDocument(REQUESTS_COLLECTION, 'R1', {
        ...pendingRow,
        ...draftData,
        status: 'I',
        submittedAt: '2026-03-01T16:00:00.000Z',
      }));
    it('turns Pendiente, stamped with the sending time, once sent', () =>
      spec
        .given([drafted(), { ...submitted(), revision: 1 }])
        .thenDocument(REQUESTS_COLLECTION, 'R1', { ...pendingRow, version: 2 }));
  });

  describe('when the applicant removes a pending request', () => {
    const removed = (): GivenEvent => ({
      type: 'accreditation.RequestRemoved',
      stream: 'accreditation.request-R1',
      revision: 1,
      data: { requestId: 'R1', personId: 'P1', clientId: 'C1', removedBy: 'SOLICITANTE' },
      metadata: meta('2026-03-03T11:00:00.000Z', 'SOLICITANTE'),
    });
    const removedRow = { ...pendingRow, status: 'E', version: 2 };
    it('keeps the row as Eliminada', () =>
      spec.given([submitted(), removed()]).thenDocument(REQUESTS_COLLECTION, 'R1', removedRow));
    it('takes it out of the queue and tells the requester and the timeline', () =>
      spec.given([submitted(), removed()]).thenNotices([
        expect.anything(),
        expect.anything(),
        expect.anything(),
        { room: 'queue:C1', kind: 'request.changed', position: 2, payload: removedRow },
        {
          room: 'requester:SOLICITANTE',
          kind: 'request.changed',
          position: 2,
          payload: removedRow,
        },
        {
          room: 'request:R1',
          kind: 'request.event',
          position: 2,
          payload: expect.objectContaining({
            type: 'accreditation.RequestRemoved',
            userId: 'SOLICITANTE',
          }),
        },
      ]));
  });

  describe('when files are attached and removed', () => {
    const added = (revision: number, attachmentId: string, fileName: string): GivenEvent => ({
      type: 'accreditation.RequestAttachmentAdded',
      stream: 'accreditation.request-R1',
      revision,
      data: {
        requestId: 'R1',
        attachmentId,
        fileName,
        size: 2048,
        blobKey: `accreditation/request/R1/${attachmentId}.pdf`,
        sha256: 'b'.repeat(64),
        addedBy: 'SOLICITANTE',
      },
      metadata: meta('2026-03-02T11:00:00.000Z', 'SOLICITANTE'),
    });
    const removedFile = (revision: number): GivenEvent => ({
      type: 'accreditation.RequestAttachmentRemoved',
      stream: 'accreditation.request-R1',
      revision,
      data: {
        requestId: 'R1',
        attachmentId: 'A1',
        fileName: 'examen.pdf',
        removedBy: 'SOLICITANTE',
      },
      metadata: meta('2026-03-02T12:00:00.000Z', 'SOLICITANTE'),
    });
    const examen = { attachmentId: 'A1', fileName: 'examen.pdf', size: 2048 };
    const induccion = { attachmentId: 'A2', fileName: 'induccion.pdf', size: 2048 };

    it('lists them on the row in the order they were added, without the blob key', () =>
      spec
        .given([submitted(), added(1, 'A1', 'examen.pdf'), added(2, 'A2', 'induccion.pdf')])
        .thenDocument(REQUESTS_COLLECTION, 'R1', {
          ...pendingRow,
          attachments: [examen, induccion],
          version: 3,
        }));

    it('drops a removed one and keeps the rest', () =>
      spec
        .given([
          submitted(),
          added(1, 'A1', 'examen.pdf'),
          added(2, 'A2', 'induccion.pdf'),
          removedFile(3),
        ])
        .thenDocument(REQUESTS_COLLECTION, 'R1', {
          ...pendingRow,
          attachments: [induccion],
          version: 4,
        }));

    it('keeps them when a draft is saved again and then sent', () => {
      const draft = (revision: number): GivenEvent => ({
        ...submitted(),
        type: 'accreditation.RequestDraftSaved',
        revision,
      });
      return spec
        .given([draft(0), added(1, 'A1', 'examen.pdf'), draft(2), { ...submitted(), revision: 3 }])
        .thenDocument(REQUESTS_COLLECTION, 'R1', {
          ...pendingRow,
          attachments: [examen],
          version: 4,
        });
    });

    it('pushes the row to the queue and the requester, and the entry to the timeline', () =>
      spec.given([submitted(), added(1, 'A1', 'examen.pdf')]).thenNotices([
        expect.anything(),
        expect.anything(),
        expect.anything(),
        {
          room: 'queue:C1',
          kind: 'request.changed',
          position: 2,
          payload: { ...pendingRow, attachments: [examen], version: 2 },
        },
        {
          room: 'requester:SOLICITANTE',
          kind: 'request.changed',
          position: 2,
          payload: { ...pendingRow, attachments: [examen], version: 2 },
        },
        {
          room: 'request:R1',
          kind: 'request.event',
          position: 2,
          payload: expect.objectContaining({
            type: 'accreditation.RequestAttachmentAdded',
            data: expect.objectContaining({ fileName: 'examen.pdf' }),
          }),
        },
      ]));

    it('ignores a file of an unknown request', () =>
      spec
        .given([added(0, 'A1', 'examen.pdf')])
        .thenDocuments({ [REQUESTS_COLLECTION]: {}, [REQUEST_USER_NAMES_COLLECTION]: {} })
        .thenNotices([]));

    it('gives identical documents on replay', () =>
      spec
        .given([
          submitted(),
          added(1, 'A1', 'examen.pdf'),
          added(2, 'A2', 'induccion.pdf'),
          removedFile(3),
        ])
        .thenSameOnReplay());
  });

  it('ignores a decision on an unknown request', () =>
    spec
      .given([decided('Approved')])
      .thenDocuments({ [REQUESTS_COLLECTION]: {}, [REQUEST_USER_NAMES_COLLECTION]: {} })
      .thenNotices([]));

  it('gives identical documents on replay', () =>
    spec
      .given([submitted(), decided('Observed'), resubmitted(), decided('Rejected', 3)])
      .thenSameOnReplay());
});
