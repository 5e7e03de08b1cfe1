import { STATUS_CODES } from 'node:http';
import { HttpException } from '@nestjs/common';
import {
  DomainError,
  ERRORS,
  ValidationError,
  translate,
  type ErrorCode,
  type FieldIssue,
  type Lang,
  type Problem,
  type ProblemData,
} from '@faena/contracts';
import { WrongExpectedRevisionError } from '@faena/core';

/** A field issue as answered: the i18n key in `message`, its text in `text`. */
export type AnsweredIssue = FieldIssue & { text: string };
export type AnsweredProblem = Omit<Problem, 'issues'> & { issues?: AnsweredIssue[] };

/** Maps anything thrown to the problem+json body; `unexpected` is true for a 500 worth logging. */
export function toProblem(
  err: unknown,
  lang: Lang,
): { problem: AnsweredProblem; unexpected: boolean } {
  if (err instanceof ValidationError) {
    return {
      problem: {
        ...base('request.invalid', lang),
        issues: err.issues.map((i) => answerIssue(i, lang)),
      },
      unexpected: false,
    };
  }
  if (err instanceof DomainError)
    return { problem: withParams(base(err.code, lang, err.status), err.params), unexpected: false };
  if (err instanceof WrongExpectedRevisionError)
    return { problem: base('concurrency.conflict', lang), unexpected: false };
  if (err instanceof HttpException) {
    const code = codeForHttpStatus(err.getStatus());
    if (code) return { problem: base(code, lang), unexpected: false };
  }
  const fastifyStatus = clientStatusOfFastifyError(err);
  if (fastifyStatus !== null)
    return {
      problem: base(codeForHttpStatus(fastifyStatus) ?? 'request.invalid', lang),
      unexpected: false,
    };
  return { problem: base('internal', lang), unexpected: true };
}

/**
 * Fastify and its plugins refuse a bad request with an error of their own that carries its 4xx
 * status (`FST_…` codes: a body that does not decompress, an unsupported Content-Encoding, …):
 * the caller's fault, answered as such, never 500.
 */
function clientStatusOfFastifyError(err: unknown): number | null {
  if (!(err instanceof Error)) return null;
  const { code, statusCode } = err as Error & { code?: unknown; statusCode?: unknown };
  if (typeof code !== 'string' || !code.startsWith('FST_') || typeof statusCode !== 'number')
    return null;
  return statusCode >= 400 && statusCode < 500 ? statusCode : null;
}

function codeForHttpStatus(status: number): ErrorCode | null {
  if (status === 404) return 'resource.notFound';
  if (status === 401) return 'auth.required';
  if (status === 403) return 'auth.forbidden';
  // malformed JSON (400), body over the limit (413), wrong media type (415), …
  if (status >= 400 && status < 500) return 'request.invalid';
  return null;
}

function base(code: ErrorCode, lang: Lang, status: number = ERRORS[code].status): AnsweredProblem {
  return {
    status,
    code,
    title: STATUS_CODES[status] ?? 'Error',
    message: translate(ERRORS[code].key, lang),
  };
}

/** A domain error's values fill its text's `{name}` placeholders and travel as `params`. */
function withParams(problem: AnsweredProblem, params: ProblemData): AnsweredProblem {
  if (Object.keys(params).length === 0) return problem;
  const message = problem.message.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value.join(', ') : String(value);
  });
  return { ...problem, message, params };
}

/**
 * Translates an issue key. A key with a value after its last colon (`common:unknownField:a,b`,
 * `PASSWORDMINLENGTH:8`) puts the value in the text's {n}, or after the text.
 */
function answerIssue(issue: FieldIssue, lang: Lang): AnsweredIssue {
  const whole = translate(issue.message, lang);
  const cut = issue.message.lastIndexOf(':');
  if (whole !== issue.message || cut < 0) return { ...issue, text: whole };
  const key = issue.message.slice(0, cut);
  const value = issue.message.slice(cut + 1);
  const text = translate(key, lang);
  if (text === key) return { ...issue, text: issue.message };
  return {
    ...issue,
    text: text.includes('{n}') ? text.replace('{n}', value) : `${text}: ${value}`,
  };
}
