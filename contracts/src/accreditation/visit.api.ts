import { CodedCommandAnswerSchema, VisitHistorySchema } from './accreditation.answers';
import { CommandAnswerSchema } from '../shared/answers';
import {
  CorrectVisitBodySchema,
  DecideVisitBodySchema,
  SubmitVisitBodySchema,
  VisitIdQuerySchema,
  VisitZonesAnswerSchema,
  VisitsPageSchema,
} from './visit.schemas';
import { type ApiCall } from '../shared/api-call';

/** Visit requests (issue 19). */
export const VISIT_CALLS = {
  // visit requests (issue 19): host, VISITA visitors, zones and days; their approval queue
  submitVisit: {
    method: 'POST',
    path: '/api/AcreditacionVisita/registrar',
    answer: CodedCommandAnswerSchema,
    body: SubmitVisitBodySchema,
    access: { any: ['request.submit'] },
    tags: ['accreditation'],
    summary: 'Request a visit (unknown visitors are registered with condition VISITA)',
  },
  approveVisit: {
    method: 'POST',
    path: '/api/AcreditacionVisita/aprobar',
    answer: CommandAnswerSchema,
    body: DecideVisitBodySchema,
    access: { any: ['request.decide'] },
    tags: ['accreditation'],
    summary: 'Approve visit',
  },
  observeVisit: {
    method: 'POST',
    path: '/api/AcreditacionVisita/observar',
    answer: CommandAnswerSchema,
    body: DecideVisitBodySchema,
    access: { any: ['request.decide'] },
    tags: ['accreditation'],
    summary: 'Observe visit',
  },
  rejectVisit: {
    method: 'POST',
    path: '/api/AcreditacionVisita/rechazar',
    answer: CommandAnswerSchema,
    body: DecideVisitBodySchema,
    access: { any: ['request.decide'] },
    tags: ['accreditation'],
    summary: 'Reject visit',
  },
  correctVisit: {
    method: 'POST',
    path: '/api/AcreditacionVisita/corregir',
    answer: CommandAnswerSchema,
    body: CorrectVisitBodySchema,
    access: { any: ['request.submit'] },
    tags: ['accreditation'],
    summary: 'Correct an observed visit (its zones, days and observation): back to Pendiente',
  },
  listVisits: {
    method: 'GET',
    path: '/api/AcreditacionVisita/listar',
    answer: VisitsPageSchema,
    access: 'signed-in',
    tags: ['accreditation'],
    summary: "List visits (the client's with request.readAll, else the caller's own)",
  },
  visitZones: {
    method: 'GET',
    path: '/api/AcreditacionVisita/zonas',
    answer: VisitZonesAnswerSchema,
    access: { any: ['request.submit', 'request.decide'] },
    tags: ['accreditation'],
    summary: "The client's access zones a visit may list",
  },
  visitHistory: {
    method: 'GET',
    path: '/api/AcreditacionVisita/historial',
    answer: VisitHistorySchema,
    query: VisitIdQuerySchema,
    access: 'signed-in',
    tags: ['accreditation'],
    summary: "A visit's history (and its visitors' companies)",
  },
} as const satisfies Record<string, ApiCall>;
