import { ERRORS, type ErrorCode, type FieldIssue, type Problem } from '@faena/contracts';

/** An error answer of the API (problem+json), or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network';
  readonly issues: FieldIssue[];
  constructor(
    readonly problem: Problem | null,
    status: number,
  ) {
    super(problem?.message ?? (status === 0 ? 'network' : `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.code = problem?.code ?? (status === 0 ? 'network' : 'internal');
    this.issues = problem?.issues ?? [];
  }

  /** The i18n key of the error: `errors:<code>` for known codes. */
  get key(): string {
    return this.code === 'network' ? 'common:networkError' : ERRORS[this.code].key;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

const textOf = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The code of a status answered without a problem body. */
const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'auth.required',
  403: 'auth.forbidden',
  404: 'resource.notFound',
};

type ProblemBody = Record<string, unknown> & { code: ErrorCode };
const isProblemBody = (body: unknown): body is ProblemBody =>
  isRecord(body) && typeof body.code === 'string' && body.code in ERRORS;

/** A problem body as the web reads it (what is missing or of another type left out or empty). */
function problemOf(body: ProblemBody, status: number): Problem {
  return {
    status: typeof body.status === 'number' ? body.status : status,
    code: body.code,
    title: textOf(body.title),
    message: textOf(body.message),
    issues: Array.isArray(body.issues) ? (body.issues as FieldIssue[]) : undefined,
    params: isRecord(body.params) ? (body.params as Problem['params']) : undefined,
  };
}

/** Reads a problem body; anything that is not one becomes a generic problem of that status. */
export function toProblem(body: unknown, status: number): Problem {
  if (isProblemBody(body)) return problemOf(body, status);
  const message = isRecord(body) ? textOf(body.message) : '';
  return { status, code: STATUS_CODES[status] ?? 'internal', title: '', message };
}
