import {
  ApproveDemobilizationAnswerSchema,
  CodedCommandAnswerSchema,
  DemobilizationRowSchema,
  MassDemobilizationAnswerSchema,
} from './accreditation.answers';
import { CommandAnswerSchema } from '../shared/answers';
import {
  CorrectDemobilizationBodySchema,
  DecideDemobilizationBodySchema,
  DecideDemobilizationWithReasonBodySchema,
  MassDecideDemobilizationBodySchema,
  MassDemobilizationBodySchema,
  RegisterDemobilizationBodySchema,
} from './demobilization.schemas';
import { DemobilizationsPageSchema } from '../shared/board.answers';
import { type ApiCall } from '../shared/api-call';

/** Individual demobilization. */
export const DEMOBILIZATION_CALLS = {
  // demobilization (individual)
  registerDemobilization: {
    method: 'POST',
    path: '/api/AcreditacionDesmovilizacion/registrar',
    answer: CodedCommandAnswerSchema,
    body: RegisterDemobilizationBodySchema,
    access: { any: ['request.submit'] },
    tags: ['demobilization'],
    summary: 'Register demobilization',
  },
  approveDemobilization: {
    method: 'POST',
    path: '/api/AcreditacionDesmovilizacion/aprobar',
    answer: ApproveDemobilizationAnswerSchema,
    body: DecideDemobilizationBodySchema,
    access: { any: ['request.decide'] },
    tags: ['demobilization'],
    summary: 'Approve demobilization',
  },
  observeDemobilization: {
    method: 'POST',
    path: '/api/AcreditacionDesmovilizacion/observar',
    answer: CommandAnswerSchema,
    body: DecideDemobilizationWithReasonBodySchema,
    access: { any: ['request.decide'] },
    tags: ['demobilization'],
    summary: 'Observe demobilization',
  },
  rejectDemobilization: {
    method: 'POST',
    path: '/api/AcreditacionDesmovilizacion/rechazar',
    answer: CommandAnswerSchema,
    body: DecideDemobilizationWithReasonBodySchema,
    access: { any: ['request.decide'] },
    tags: ['demobilization'],
    summary: 'Reject demobilization',
  },
  correctDemobilization: {
    method: 'POST',
    path: '/api/AcreditacionDesmovilizacion/corregir',
    answer: CommandAnswerSchema,
    body: CorrectDemobilizationBodySchema,
    access: { any: ['request.submit'] },
    tags: ['demobilization'],
    summary: 'Correct demobilization',
  },
  listDemobilizations: {
    method: 'GET',
    path: '/api/AcreditacionDesmovilizacion/listar',
    answer: DemobilizationsPageSchema,
    access: 'signed-in',
    tags: ['demobilization'],
    summary: 'List demobilizations',
  },
  getDemobilization: {
    method: 'GET',
    path: '/api/AcreditacionDesmovilizacion/obtener',
    answer: DemobilizationRowSchema,
    access: 'signed-in',
    tags: ['demobilization'],
    summary: 'Get demobilization',
  },
} as const satisfies Record<string, ApiCall>;

/** Mass demobilization (issue 19). */
export const MASS_DEMOBILIZATION_CALLS = {
  // mass demobilization (issue 19): one command per worker, approved together; the cascade's release list
  registerMassDemobilization: {
    method: 'POST',
    path: '/api/AcreditacionDesmovilizacion/registrarMasivo',
    answer: MassDemobilizationAnswerSchema,
    body: MassDemobilizationBodySchema,
    access: { any: ['request.submit'] },
    tags: ['demobilization'],
    summary: 'Register a mass demobilization (one per worker; a failed worker leaves the others)',
  },
  approveDemobilizations: {
    method: 'POST',
    path: '/api/AcreditacionDesmovilizacion/aprobarMasivo',
    answer: MassDemobilizationAnswerSchema,
    body: MassDecideDemobilizationBodySchema,
    access: { any: ['request.decide'] },
    tags: ['demobilization'],
    summary: 'Approve many demobilizations; each answers what its cascade released',
  },
} as const satisfies Record<string, ApiCall>;
