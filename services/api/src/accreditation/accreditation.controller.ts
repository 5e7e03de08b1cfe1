import { Body, Controller, HttpCode, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API,
  GridQuerySchema,
  ReadOptionsSchema,
  RequestAttachmentQuerySchema,
  RequestDateParamsSchema,
  RequestHistoryQuerySchema,
  RequestIdQuerySchema,
  RequestRequirementFileQuerySchema,
  RequestRequirementsOfRequestQuerySchema,
  RequestRequirementsQuerySchema,
  type AttachRequestFileBody,
  type DecideRequestBody,
  type Decision,
  type GridQuery,
  type RemoveRequestAttachmentBody,
  type RemoveRequestsBody,
  type RequestAttachmentQuery,
  type SaveDraftBody,
  type RequestDateParams,
  type PersonRequirementsParams,
  type ResubmitRequestBody,
  type SubmitRequestBody,
} from '@faena/contracts';
import { Call, callBody } from '../platform/http/call.decorator';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
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
import {
  PersonRequirementsQuery,
  RequestRequirementFileQuery,
  RequestRequirementsQuery,
} from './queries/request-requirements/request-requirements.query';

type ReadOptions = { afterPosition?: number | undefined };

/** /api/AcreditacionSolicitud/* (paths from API in contracts); every answer is `{ result }`. */
@Controller()
export class AccreditationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Call(API.submitRequest)
  async submit(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.submitRequest)) body: SubmitRequestBody,
  ) {
    return { result: await this.commands.execute(new SubmitRequestCommand(user, body)) };
  }

  /** Save a draft (Incompleta), new or again; registrar with its requestId sends it. */
  @Call(API.saveDraft)
  async saveDraft(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.saveDraft)) body: SaveDraftBody,
  ) {
    return { result: await this.commands.execute(new SaveDraftCommand(user, body)) };
  }

  @Call(API.approveRequest)
  @HttpCode(200)
  approve(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.approveRequest)) body: DecideRequestBody,
  ) {
    return this.decide(user, 'approve', body);
  }

  @Call(API.observeRequest)
  @HttpCode(200)
  observe(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.observeRequest)) body: DecideRequestBody,
  ) {
    return this.decide(user, 'observe', body);
  }

  @Call(API.rejectRequest)
  @HttpCode(200)
  reject(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.rejectRequest)) body: DecideRequestBody,
  ) {
    return this.decide(user, 'reject', body);
  }

  @Call(API.resubmitRequest)
  @HttpCode(200)
  async resubmit(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.resubmitRequest)) body: ResubmitRequestBody,
  ) {
    return { result: await this.commands.execute(new ResubmitRequestCommand(user, body)) };
  }

  /** Remove one request or many (bulk): answers the removed ids and the ones that could not go. */
  @Call(API.removeRequests)
  @HttpCode(200)
  async remove(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.removeRequests)) body: RemoveRequestsBody,
  ) {
    return { result: await this.commands.execute(new RemoveRequestsCommand(user, body)) };
  }

  /** Attach a PDF (JSON: fileName + contentBase64, checked by content and size) while I, P or O. */
  @Call(API.attachRequestFile)
  @UploadRoute()
  async attach(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.attachRequestFile)) body: AttachRequestFileBody,
  ) {
    return { result: await this.commands.execute(new AttachRequestFileCommand(user, body)) };
  }

  /** Take one attachment away while I or O. */
  @Call(API.removeRequestAttachment)
  @HttpCode(200)
  async detach(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.removeRequestAttachment)) body: RemoveRequestAttachmentBody,
  ) {
    return { result: await this.commands.execute(new RemoveRequestAttachmentCommand(user, body)) };
  }

  /** The attachment as a downloaded file { fileName, fileType, fileBase64 }, to whoever may see the request. */
  @Call(API.requestAttachment)
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

  @Call(API.listRequests)
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

  @Call(API.getRequest)
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

  @Call(API.requestHistory)
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

  /** The requirements that apply to a person on a contract (the request form, before sending). */
  @Call(API.personRequirements)
  async personRequirements(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(RequestRequirementsQuerySchema)) q: PersonRequirementsParams,
  ) {
    return {
      result: await this.queries.execute(
        new PersonRequirementsQuery(user, q.personId, q.contractId),
      ),
    };
  }

  /** The requirements of a request, with each one's newest document (the approval screen). */
  @Call(API.requestRequirements)
  async requestRequirements(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(RequestRequirementsOfRequestQuerySchema)) q: { requestId: string },
  ) {
    return { result: await this.queries.execute(new RequestRequirementsQuery(user, q.requestId)) };
  }

  /** A requirement document of the request's person, as a downloaded file { fileName, fileType, fileBase64 }. */
  @Call(API.requestRequirementFile)
  async requestRequirementFile(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(RequestRequirementFileQuerySchema)) q: { requestId: string; docId: string },
  ) {
    const query = new RequestRequirementFileQuery(user, q.requestId, q.docId);
    return { result: await this.queries.execute(query) };
  }

  private async decide(user: AuthUser, decision: Decision, body: DecideRequestBody) {
    return { result: await this.commands.execute(new DecideRequestCommand(user, decision, body)) };
  }
}
