import { Controller, Header, Param, Res } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { API, DomainError } from '@faena/contracts';
import { Call } from '../http/call.decorator';
import { Public } from '../auth/auth-user';
import { DOCS_CSP, DOCS_PAGE, loadDocsAssets } from './docs-page';
import { openApiDocument } from './openapi.document';
import { successStatuses } from './route-statuses';

/**
 * The API's OpenAPI document, built from the API table, and Swagger UI's page over it. Public: it
 * describes the calls' shapes only (the same paths the public web bundle already holds), no data,
 * and every call it lists still asks for its own sign-in and permission.
 */
@Controller()
export class OpenApiController {
  private document: Record<string, unknown> | null = null;
  private readonly assets = loadDocsAssets();

  constructor(private readonly modules: ModulesContainer) {}

  @Public()
  @Call(API.docsJson)
  @Header('Cache-Control', 'no-cache')
  docs(): Record<string, unknown> {
    // built on the first ask, once every module's controllers are registered
    this.document ??= openApiDocument(successStatuses(this.modules));
    return this.document;
  }

  @Call(API.apiDocs)
  page(@Res() res: FastifyReply): void {
    void res
      .header('Content-Security-Policy', DOCS_CSP)
      .type('text/html; charset=utf-8')
      .send(DOCS_PAGE);
  }

  @Call(API.apiDocsAsset)
  asset(@Param('asset') name: string, @Res() res: FastifyReply): void {
    const asset = this.assets.get(name);
    if (!asset) throw new DomainError('resource.notFound');
    void res.header('Content-Security-Policy', DOCS_CSP).type(asset.type).send(asset.body);
  }
}
