import { Body, Controller, HttpCode } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  API,
  type AttachRequestFileBody,
  type DecideRequestBody,
  type Decision,
  type RemoveRequestAttachmentBody,
  type RemoveRequestsBody,
  type SaveDraftBody,
  type ResubmitRequestBody,
  type SubmitRequestBody,
} from '@faena/contracts';
import { Call, callBody } from '../platform/http/call.decorator';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { UploadRoute } from '../platform/http/upload-limit';
import { AttachRequestFileCommand } from './commands/attach-request-file/attach-request-file.command';
import { DecideRequestCommand } from './commands/decide-request/decide-request.command';
import { RemoveRequestAttachmentCommand } from './commands/remove-request-attachment/remove-request-attachment.command';
import { RemoveRequestsCommand } from './commands/remove-requests/remove-requests.command';
import { SaveDraftCommand } from './commands/save-draft/save-draft.command';
import { ResubmitRequestCommand } from './commands/resubmit-request/resubmit-request.command';
import { SubmitRequestCommand } from './commands/submit-request/submit-request.command';

/**
 * /api/AcreditacionSolicitud/* commands (paths from API in contracts); every answer is `{ result }`.
 * The reads are in RequestReadController.
 */
@Controller()
export class AccreditationController {
  constructor(private readonly commands: CommandBus) {}

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

  private async decide(user: AuthUser, decision: Decision, body: DecideRequestBody) {
    return { result: await this.commands.execute(new DecideRequestCommand(user, decision, body)) };
  }
}
