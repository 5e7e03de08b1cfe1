import { IDENTITY_ERRORS } from '../identity/identity.errors';
import { ACCREDITATION_ERRORS } from '../accreditation/accreditation.errors';
import { ADMINISTRATION_ERRORS } from '../administration/administration.errors';
import { ACCESS_ERRORS } from '../access/access.errors';
import { IDENTIFICATION_ERRORS } from '../identification/identification.errors';
import { TRANSPORT_ERRORS } from '../transport/transport.errors';
import { LODGING_ERRORS } from '../lodging/lodging.errors';
import { CATALOG_ERRORS } from '../catalogs/catalog.errors';
import { REQUIREMENTS_ERRORS } from '../requirements/requirements.errors';
import { ATTENDANCE_ERRORS } from '../attendance/attendance.errors';

/**
 * One error vocabulary for server and web: a code, its HTTP status and the i18n key the web shows.
 * Domain rule violations answer 422 with the spec's message (the i18n key's Spanish text).
 */
export const ERRORS = {
  'request.invalid': { status: 400, key: 'errors:request.invalid' },
  'resource.notFound': { status: 404, key: 'errors:resource.notFound' },
  'concurrency.conflict': { status: 409, key: 'errors:concurrency.conflict' },
  'command.conflict': { status: 409, key: 'errors:command.conflict' },
  'query.positionTimeout': { status: 503, key: 'errors:query.positionTimeout' },
  internal: { status: 500, key: 'errors:internal' },
  ...IDENTITY_ERRORS,
  ...ACCREDITATION_ERRORS,
  ...ADMINISTRATION_ERRORS,
  ...ACCESS_ERRORS,
  ...IDENTIFICATION_ERRORS,
  ...TRANSPORT_ERRORS,
  ...LODGING_ERRORS,
  ...CATALOG_ERRORS,
  ...REQUIREMENTS_ERRORS,
  ...ATTENDANCE_ERRORS,
} as const satisfies Record<string, { status: number; key: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** A field-level validation issue: path joined with dots, and an i18n key as message. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** The body of every error answer (application/problem+json). */
export interface Problem {
  status: number;
  code: ErrorCode;
  title: string;
  message: string;
  issues?: FieldIssue[];
  /** the values a domain error names: its message's `{name}` placeholders, and lists such as the
   * missing requirements' codes */
  params?: ProblemData;
}
export type ProblemData = Record<string, string | number | ReadonlyArray<string>>;

/** The error every layer throws; the HTTP filter turns it into a Problem. */
export class DomainError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: ProblemData = {},
  ) {
    super(code);
    this.name = 'DomainError';
    this.status = ERRORS[code].status;
  }
}

export class ValidationError extends Error {
  readonly status = 400;
  readonly code: ErrorCode = 'request.invalid';
  constructor(readonly issues: FieldIssue[]) {
    super('request.invalid');
    this.name = 'ValidationError';
  }
}
