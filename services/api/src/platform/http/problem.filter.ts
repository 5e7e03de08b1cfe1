import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { securityEventOf, tagSecurityEvent } from '../logging/security-events';
import { languageOf } from './language';
import { toProblem } from './problem';
import { uploadAware } from './upload-limit';

/**
 * The one error channel of the HTTP API: every error answers application/problem+json
 * { status, code, title, message, issues? } in the caller's language. Unexpected errors answer
 * 500 'internal' without details and are logged with their stack.
 */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(err: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    const req = http.getRequest<FastifyRequest>();
    const res = http.getResponse<FastifyReply>();
    const { problem, unexpected } = toProblem(
      uploadAware(err, req),
      languageOf(req.query, req.headers['accept-language']),
    );
    if (unexpected)
      this.logger.error(
        `${req.method} ${req.url} failed`,
        err instanceof Error ? err.stack : String(err),
      );
    tagSecurityEvent(req, securityEventOf(err, problem.status));
    if (res.sent) return;
    void res.status(problem.status).type('application/problem+json').send(JSON.stringify(problem));
  }
}
