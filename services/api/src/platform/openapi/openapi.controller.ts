import { Controller, Get, Header } from '@nestjs/common';
import { API } from '@faena/contracts';
import { Public } from '../auth/auth-user';
import { openApiDocument } from './openapi.document';

/**
 * The API's OpenAPI document, built from the API table. Public: it describes the calls' shapes
 * only (the same paths the public web bundle already holds), no data, and every call it lists
 * still asks for its own sign-in and permission.
 */
@Controller()
export class OpenApiController {
  private readonly document = openApiDocument();

  @Public()
  @Get(API.docsJson.path)
  @Header('Cache-Control', 'no-cache')
  docs(): Record<string, unknown> {
    return this.document;
  }
}
