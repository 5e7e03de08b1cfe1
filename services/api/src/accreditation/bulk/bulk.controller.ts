import { Body, Controller, HttpCode, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  API,
  BulkBatchQuerySchema,
  ReadOptionsSchema,
  type BulkFixRowBody,
  type BulkSendBody,
  type BulkUploadParams,
  ValidationError,
} from '@faena/contracts';
import { CurrentUser, type AuthUser } from '../../platform/auth/auth-user';
import { Call, callBody, callQuery } from '../../platform/http/call.decorator';
import { ZodPipe } from '../../platform/http/zod.pipe';
import { BulkRequests } from './bulk-requests.service';
import { bulkTemplate } from './bulk-template';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** /api/AcreditacionMasiva/*: the bulk (mass) request's template, upload, batch, fix and send. */
@Controller()
export class BulkController {
  constructor(private readonly bulk: BulkRequests) {}

  @Call(API.bulkTemplate)
  async template() {
    const bytes = await bulkTemplate();
    return {
      result: {
        fileName: 'plantilla-solicitud-masiva.xlsx',
        fileType: XLSX_TYPE,
        fileBase64: bytes.toString('base64'),
      },
    };
  }

  /** The body is the file's bytes (Content-Type: the .xlsx type or application/octet-stream). */
  @Call(API.bulkUpload)
  async upload(
    @CurrentUser() user: AuthUser,
    @Query(callQuery(API.bulkUpload)) params: BulkUploadParams,
    @Req() req: FastifyRequest,
  ) {
    if (!Buffer.isBuffer(req.body))
      throw new ValidationError([{ path: 'file', message: 'bulk:fileRequired' }]);
    return { result: await this.bulk.upload(user, params, req.body) };
  }

  @Call(API.bulkBatch)
  async batch(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(BulkBatchQuerySchema)) q: { batchId: string },
    @Query(new ZodPipe(ReadOptionsSchema)) read: { afterPosition?: number | undefined },
  ) {
    return { result: await this.bulk.get(user, q.batchId, read.afterPosition) };
  }

  @Call(API.bulkFixRow)
  @HttpCode(200)
  async fixRow(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.bulkFixRow)) body: BulkFixRowBody,
  ) {
    return { result: await this.bulk.fixRow(user, body) };
  }

  @Call(API.bulkSend)
  @HttpCode(200)
  async send(@CurrentUser() user: AuthUser, @Body(callBody(API.bulkSend)) body: BulkSendBody) {
    return { result: await this.bulk.send(user, body) };
  }
}
