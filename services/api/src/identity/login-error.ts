import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { loginStatusMessage, type LoginFailure } from '@faena/contracts';
import { languageOf } from '../platform/http/language';
import type { LoginRefusal } from './login-rules';

/** A refused login step: answered as { status, code, message, minutos } (spec §8). */
export class LoginError extends Error {
  constructor(readonly refusal: LoginRefusal) {
    super(`login refused ${refusal.code}`);
    this.name = 'LoginError';
  }
}

@Catch(LoginError)
export class LoginErrorFilter implements ExceptionFilter {
  catch(err: LoginError, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    const { code, minutos, status } = err.refusal;
    const body: LoginFailure = { status, code, message: loginStatusMessage(code, minutos, languageOf(req.query, req.headers['accept-language'])), minutos };
    res.status(status).type('application/problem+json').send(JSON.stringify(body));
  }
}
