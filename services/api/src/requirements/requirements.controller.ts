import { Body, Controller, HttpCode } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  API,
  type ApproveRequirementDocumentBody,
  type RejectRequirementDocumentBody,
  type SaveRequirementTypeBody,
  type SubmitRequirementDocumentBody,
  type Lang,
  type UpdateRequirementsBody,
} from '@faena/contracts';
import { RequestLang } from '../identity/request-lang';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { Call, callBody } from '../platform/http/call.decorator';
import { ReviewRequirementDocumentCommand } from './commands/review-requirement-document/review-requirement-document.command';
import { SaveRequirementTypeCommand } from './commands/save-requirement-type/save-requirement-type.command';
import { SubmitRequirementDocumentCommand } from './commands/submit-requirement-document/submit-requirement-document.command';
import { UpdateRequirementsCommand } from './commands/update-requirements/update-requirements.command';

/** /api/RequisitoTipo/* and /api/RequisitoDocumento/* (paths from API in contracts); answers `{ result }`. */
@Controller()
export class RequirementsController {
  constructor(private readonly commands: CommandBus) {}

  @Call(API.requirementTypeSave)
  @HttpCode(200)
  async saveType(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.requirementTypeSave)) body: SaveRequirementTypeBody,
  ) {
    return { result: await this.commands.execute(new SaveRequirementTypeCommand(user, body)) };
  }

  @Call(API.requirementDocumentSubmit)
  async submit(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.requirementDocumentSubmit)) body: SubmitRequirementDocumentBody,
  ) {
    return {
      result: await this.commands.execute(new SubmitRequirementDocumentCommand(user, body)),
    };
  }

  @Call(API.requirementDocumentApprove)
  @HttpCode(200)
  async approve(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.requirementDocumentApprove)) body: ApproveRequirementDocumentBody,
  ) {
    const command = new ReviewRequirementDocumentCommand(user, body, { decision: 'approve' });
    return { result: await this.commands.execute(command) };
  }

  @Call(API.requirementDocumentReject)
  @HttpCode(200)
  async reject(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.requirementDocumentReject)) body: RejectRequirementDocumentBody,
  ) {
    const { reason, ...rest } = body;
    const command = new ReviewRequirementDocumentCommand(user, rest, {
      decision: 'reject',
      reason,
    });
    return { result: await this.commands.execute(command) };
  }

  /** The requirements update: per-worker results; a refused worker does not stop the others. */
  @Call(API.requirementsUpdate)
  @HttpCode(200)
  async update(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.requirementsUpdate)) body: UpdateRequirementsBody,
    @RequestLang() lang: Lang,
  ) {
    return { result: await this.commands.execute(new UpdateRequirementsCommand(user, body, lang)) };
  }
}
