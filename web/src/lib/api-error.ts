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

/** Reads a problem body; anything that is not one becomes a generic problem of that status. */
export function toProblem(body: unknown, status: number): Problem {
  if (isRecord(body) && typeof body.code === 'string' && body.code in ERRORS) {
    return {
      status: typeof body.status === 'number' ? body.status : status,
      code: body.code as ErrorCode,
      title: typeof body.title === 'string' ? body.title : '',
      message: typeof body.message === 'string' ? body.message : '',
      issues: Array.isArray(body.issues) ? (body.issues as FieldIssue[]) : undefined,
      params: isRecord(body.params) ? (body.params as Problem['params']) : undefined,
    };
  }
  const code: ErrorCode =
    status === 401
      ? 'auth.required'
      : status === 403
        ? 'auth.forbidden'
        : status === 404
          ? 'resource.notFound'
          : 'internal';
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
  return { status, code, title: '', message };
}
