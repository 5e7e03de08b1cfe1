import { Controller, Header, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { API, DomainError } from '@faena/contracts';
import { Call } from '../http/call.decorator';
import { Public } from '../auth/auth-user';
import { DOCS_CSP, DOCS_PAGE, loadDocsAssets } from './docs-page';
import { openApiDocument } from './openapi.document';

/**
 * The API's OpenAPI document, built from the API table, and Swagger UI's page over it. Public: it
 * describes the calls' shapes only (the same paths the public web bundle already holds), no data,
 * and every call it lists still asks for its own sign-in and permission.
 */
@Controller()
export class OpenApiController {
  private readonly document = openApiDocument();
  private readonly assets = loadDocsAssets();

  @Public()
  @Call(API.docsJson)
  @Header('Cache-Control', 'no-cache')
  docs(): Record<string, unknown> {
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
