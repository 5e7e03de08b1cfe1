import { CommandAnswerSchema } from '../shared/answers';
import type { Access } from '../shared/api';
import { CredentialsPageSchema, PersonIdentificationPageSchema } from './identification.answers';
import {
  AssignIdentificationTypeBodySchema,
  BadgesQuerySchema,
  CredentialsQuerySchema,
  InactivateCredentialBodySchema,
  IssueCredentialBodySchema,
  PersonIdentificationQuerySchema,
  PrintCredentialsBodySchema,
} from './identification.schemas';

/** Identification is run by the client's administrators (catalog.admin), as the access rules. */
const ADMIN: Access = { any: ['catalog.admin'] };
const tags = ['identification'] as const;
const command = { method: 'POST', access: ADMIN, tags, answer: CommandAnswerSchema } as const;
const list = { method: 'GET', access: ADMIN, tags } as const;

/** Issue 21's identification calls (spread into API). */
export const IDENTIFICATION_CALLS = {
  listPersonIdentification: {
    ...list,
    path: '/api/IdentificacionPersona/listar',
    query: PersonIdentificationQuerySchema,
    answer: PersonIdentificationPageSchema,
    summary: "People the caller may see with their identification type ('' when none)",
  },
  assignIdentificationType: {
    ...command,
    method: 'PUT' as const,
    path: '/api/IdentificacionPersona/tipo',
    body: AssignIdentificationTypeBodySchema,
    summary: 'Assign an identification type (from its catalogue) to a person',
  },
  listCredentials: {
    ...list,
    path: '/api/IdentificacionCredencial/listar',
    query: CredentialsQuerySchema,
    answer: CredentialsPageSchema,
    summary: "The client's credentials (company, person or document, type, status, printed)",
  },
  issueCredential: {
    ...command,
    path: '/api/IdentificacionCredencial/registrar',
    body: IssueCredentialBodySchema,
    summary: 'Issue a credential to a worker (one active per worker)',
  },
  inactivateCredential: {
    ...command,
    path: '/api/IdentificacionCredencial/inactivar',
    body: InactivateCredentialBodySchema,
    summary: 'Inactivate a credential with a reason of kind I',
  },
  printCredentials: {
    ...command,
    path: '/api/IdentificacionCredencial/imprimir',
    body: PrintCredentialsBodySchema,
    summary: 'Mark a batch of credentials as printed',
  },
  credentialBadges: {
    ...list,
    path: '/api/IdentificacionCredencial/fotocheck',
    query: BadgesQuerySchema,
    raw: {
      types: ['application/pdf'],
      description: 'The badges: one PDF, a front and a back page per credential (CR80)',
    },
    summary:
      'The badges of credentials as one PDF (application/pdf): CR80 cards, front and back, with the QR the guard scans',
  },
};
