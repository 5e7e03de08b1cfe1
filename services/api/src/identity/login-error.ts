import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DomainError,
  ValidationError,
  expiredCompanyMessage,
  loginStatusMessage,
  type LoginFailure,
} from '@faena/contracts';
import { WrongExpectedRevisionError } from '@faena/core';
import { languageOf } from '../platform/http/language';
import { loginSecurityEventOf, tagSecurityEvent } from '../platform/logging/security-events';
import type { LoginRefusal } from './login-rules';

/** A refused login step: answered as { status, code, message, minutos } (spec §8). */
export class LoginError extends Error {
  constructor(readonly refusal: LoginRefusal) {
    super(`login refused ${refusal.code}`);
    this.name = 'LoginError';
  }
}

/** Code 07 "error": the step could not complete (the code could not be sent, a conflict that kept repeating). */
export const stepFailed = () => new LoginError({ code: '07', minutos: 0, status: 503 });
/** Code 00 "server error": anything unexpected while a login step ran. */
export const serverFailed = () => new LoginError({ code: '00', minutos: 0, status: 500 });

const logger = new Logger('Login');

/**
 * Runs a login step so that its failures speak the catalogue: refusals and request errors pass
 * through; a write conflict that survived the retries is 07; anything else is logged and is 00.
 */
export async function loginStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (
      err instanceof LoginError ||
      err instanceof DomainError ||
      err instanceof ValidationError ||
      err instanceof HttpException
    )
      throw err;
    if (err instanceof WrongExpectedRevisionError) throw stepFailed();
    logger.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    throw serverFailed();
  }
}

@Catch(LoginError)
export class LoginErrorFilter implements ExceptionFilter {
  catch(err: LoginError, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<FastifyRequest>();
    const res = host.switchToHttp().getResponse<FastifyReply>();
    const { code, minutos, status, company } = err.refusal;
    tagSecurityEvent(req, loginSecurityEventOf(code));
    const lang = languageOf(req.query, req.headers['accept-language']);
    const detalle = code === '12' && company ? expiredCompanyMessage(company, lang) : undefined;
    const body: LoginFailure = {
      status,
      code,
      message: loginStatusMessage(code, { minutos, lang, custom: detalle }),
      minutos,
      ...(detalle ? { detalle } : {}),
    };
    void res.status(status).type('application/problem+json').send(JSON.stringify(body));
  }
}
