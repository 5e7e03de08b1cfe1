import {
  ContractEndowmentAnswerSchema,
  ContractEndowmentQuerySchema,
} from './contract-endowment.schemas';
import { PeopleStatusPageSchema, PeopleStatusParamsSchema } from './people-status.schemas';
import { REQUIREMENTS_READ, type ApiCall } from '../shared/api-call';

/** The current status of people (issue 18, /consultas). */
export const PEOPLE_STATUS_CALLS = {
  // the current status of people (issue 18, /consultas): accredited, blocked by which requirements, on site
  peopleStatus: {
    method: 'GET',
    path: '/api/AcreditacionEstado/listar',
    query: PeopleStatusParamsSchema,
    access: { any: REQUIREMENTS_READ },
    tags: ['accreditation'],
    summary: 'Current status of people: accreditation, blocking requirements and presence on site',
    answer: PeopleStatusPageSchema,
  },
} as const satisfies Record<string, ApiCall>;

/** The request form's endowment counts (issue 19). */
export const CONTRACT_ENDOWMENT_CALLS = {
  // the request form's endowment counts (issue 19): quota, accredited and on site of a contract
  contractEndowment: {
    method: 'GET',
    path: '/api/AcreditacionContrato/dotacion',
    query: ContractEndowmentQuerySchema,
    answer: ContractEndowmentAnswerSchema,
    access: { any: ['request.submit'] },
    tags: ['accreditation'],
    summary: "A contract's endowment with its held, accredited and on-site counts",
  },
} as const satisfies Record<string, ApiCall>;
