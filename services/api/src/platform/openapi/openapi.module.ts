import { Module } from '@nestjs/common';
import { OpenApiController } from './openapi.controller';

/** /api/docs-json: the OpenAPI document of the API table. */
@Module({ controllers: [OpenApiController] })
export class OpenApiModule {}
