import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API,
  AttachRequestFileBodySchema,
  DecideRequestBodySchema,
  DecideWithReasonBodySchema,
  GridQuerySchema,
  ReadOptionsSchema,
  RemoveRequestAttachmentBodySchema,
  RequestAttachmentQuerySchema,
  RequestDateParamsSchema,
  RequestHistoryQuerySchema,
  RequestIdQuerySchema,
  RemoveRequestsBodySchema,
  SaveDraftBodySchema,
  ResubmitRequestBodySchema,
  SubmitRequestBodySchema,
  type AttachRequestFileBody,
  type DecideRequestBody,
  type Decision,
  type GridQuery,
  type RemoveRequestAttachmentBody,
  type RemoveRequestsBody,
  type RequestAttachmentQuery,
  type SaveDraftBody,
  type RequestDateParams,
  type ResubmitRequestBody,
  type SubmitRequestBody,
} from '@faena/contracts';
import { CurrentUser, RequirePermission, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { UploadRoute } from '../platform/http/upload-limit';
import { AttachRequestFileCommand } from './commands/attach-request-file/attach-request-file.command';
import { DecideRequestCommand } from './commands/decide-request/decide-request.command';
import { RemoveRequestAttachmentCommand } from './commands/remove-request-attachment/remove-request-attachment.command';
import { RemoveRequestsCommand } from './commands/remove-requests/remove-requests.command';
import { SaveDraftCommand } from './commands/save-draft/save-draft.command';
import { ResubmitRequestCommand } from './commands/resubmit-request/resubmit-request.command';
import { SubmitRequestCommand } from './commands/submit-request/submit-request.command';
import { GetRequestAttachmentQuery } from './queries/get-request-attachment/get-request-attachment.query';
import { GetRequestQuery } from './queries/get-request/get-request.query';
import { ListRequestsQuery } from './queries/list-requests/list-requests.query';
import { RequestHistoryQuery } from './queries/request-history/request-history.query';

type ReadOptions = { afterPosition?: number | undefined };

/** /api/AcreditacionSolicitud/* (paths from API in contracts); every answer is `{ result }`. */
@Controller()
export class AccreditationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(API.submitRequest.path)
  @RequirePermission('request.submit')
  async submit(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(SubmitRequestBodySchema)) body: SubmitRequestBody,
  ) {
    return { result: await this.commands.execute(new SubmitRequestCommand(user, body)) };
  }

  /** Save a draft (Incompleta), new or again; registrar with its requestId sends it. */
  @Post(API.saveDraft.path)
  @RequirePermission('request.submit')
  async saveDraft(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(SaveDraftBodySchema)) body: SaveDraftBody,
  ) {
    return { result: await this.commands.execute(new SaveDraftCommand(user, body)) };
  }

  @Post(API.approveRequest.path)
  @HttpCode(200)
  @RequirePermission('request.decide')
  approve(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(DecideRequestBodySchema)) body: DecideRequestBody,
  ) {
    return this.decide(user, 'approve', body);
  }

  @Post(API.observeRequest.path)
  @HttpCode(200)
  @RequirePermission('request.decide')
  observe(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(DecideWithReasonBodySchema)) body: DecideRequestBody,
  ) {
    return this.decide(user, 'observe', body);
  }

  @Post(API.rejectRequest.path)
  @HttpCode(200)
  @RequirePermission('request.decide')
  reject(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(DecideWithReasonBodySchema)) body: DecideRequestBody,
  ) {
    return this.decide(user, 'reject', body);
  }

  @Post(API.resubmitRequest.path)
  @HttpCode(200)
  @RequirePermission('request.submit')
  async resubmit(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(ResubmitRequestBodySchema)) body: ResubmitRequestBody,
  ) {
    return { result: await this.commands.execute(new ResubmitRequestCommand(user, body)) };
  }

  /** Remove one request or many (bulk): answers the removed ids and the ones that could not go. */
  @Post(API.removeRequests.path)
  @HttpCode(200)
  @RequirePermission('request.submit')
  async remove(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(RemoveRequestsBodySchema)) body: RemoveRequestsBody,
  ) {
    return { result: await this.commands.execute(new RemoveRequestsCommand(user, body)) };
  }

  /** Attach a PDF (JSON: fileName + contentBase64, checked by content and size) while I, P or O. */
  @Post(API.attachRequestFile.path)
  @UploadRoute()
  @RequirePermission('request.submit')
  async attach(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(AttachRequestFileBodySchema)) body: AttachRequestFileBody,
  ) {
    return { result: await this.commands.execute(new AttachRequestFileCommand(user, body)) };
  }

  /** Take one attachment away while I or O. */
  @Post(API.removeRequestAttachment.path)
  @HttpCode(200)
  @RequirePermission('request.submit')
  async detach(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(RemoveRequestAttachmentBodySchema)) body: RemoveRequestAttachmentBody,
  ) {
    return { result: await this.commands.execute(new RemoveRequestAttachmentCommand(user, body)) };
  }

  /** The attachment as a downloaded file { fileName, fileType, fileBase64 }, to whoever may see the request. */
  @Get(API.requestAttachment.path)
  async attachment(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(RequestAttachmentQuerySchema)) q: RequestAttachmentQuery,
  ) {
    return {
      result: await this.queries.execute(
        new GetRequestAttachmentQuery(user, q.requestId, q.attachmentId),
      ),
    };
  }

  @Get(API.listRequests.path)
  async list(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(GridQuerySchema)) grid: GridQuery,
    @Query(new ZodPipe(RequestDateParamsSchema)) dates: RequestDateParams,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return {
      result: await this.queries.execute(
        new ListRequestsQuery(user, grid, dates, read.afterPosition),
      ),
    };
  }

  @Get(API.getRequest.path)
  async get(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(RequestIdQuerySchema)) q: { requestId: string },
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    return {
      result: await this.queries.execute(
        new GetRequestQuery(user, q.requestId, read.afterPosition),
      ),
    };
  }

  @Get(API.requestHistory.path)
  async history(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(RequestHistoryQuerySchema))
    q: { requestId: string; untilPosition?: number | undefined },
  ) {
    return {
      result: await this.queries.execute(
        new RequestHistoryQuery(user, q.requestId, q.untilPosition),
      ),
    };
  }

  private async decide(user: AuthUser, decision: Decision, body: DecideRequestBody) {
    return { result: await this.commands.execute(new DecideRequestCommand(user, decision, body)) };
  }
}
