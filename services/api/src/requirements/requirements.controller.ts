import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  API,
  ApproveRequirementDocumentBodySchema,
  RejectRequirementDocumentBodySchema,
  SaveRequirementTypeBodySchema,
  SubmitRequirementDocumentBodySchema,
  type ApproveRequirementDocumentBody,
  type RejectRequirementDocumentBody,
  type SaveRequirementTypeBody,
  type SubmitRequirementDocumentBody,
} from '@faena/contracts';
import { CurrentUser, RequirePermission, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { ReviewRequirementDocumentCommand } from './commands/review-requirement-document/review-requirement-document.command';
import { SaveRequirementTypeCommand } from './commands/save-requirement-type/save-requirement-type.command';
import { SubmitRequirementDocumentCommand } from './commands/submit-requirement-document/submit-requirement-document.command';

/** /api/RequisitoTipo/* and /api/RequisitoDocumento/* (paths from API in contracts); answers `{ result }`. */
@Controller()
export class RequirementsController {
  constructor(private readonly commands: CommandBus) {}

  @Post(API.requirementTypeSave.path)
  @HttpCode(200)
  @RequirePermission('requirements.manage')
  async saveType(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(SaveRequirementTypeBodySchema)) body: SaveRequirementTypeBody,
  ) {
    return { result: await this.commands.execute(new SaveRequirementTypeCommand(user, body)) };
  }

  @Post(API.requirementDocumentSubmit.path)
  @RequirePermission('requirements.submit')
  async submit(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(SubmitRequirementDocumentBodySchema)) body: SubmitRequirementDocumentBody,
  ) {
    return {
      result: await this.commands.execute(new SubmitRequirementDocumentCommand(user, body)),
    };
  }

  @Post(API.requirementDocumentApprove.path)
  @HttpCode(200)
  @RequirePermission('requirements.review')
  async approve(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(ApproveRequirementDocumentBodySchema)) body: ApproveRequirementDocumentBody,
  ) {
    const command = new ReviewRequirementDocumentCommand(user, body, { decision: 'approve' });
    return { result: await this.commands.execute(command) };
  }

  @Post(API.requirementDocumentReject.path)
  @HttpCode(200)
  @RequirePermission('requirements.review')
  async reject(
    @CurrentUser() user: AuthUser,
    @Body(new ZodPipe(RejectRequirementDocumentBodySchema)) body: RejectRequirementDocumentBody,
  ) {
    const { reason, ...rest } = body;
    const command = new ReviewRequirementDocumentCommand(user, rest, {
      decision: 'reject',
      reason,
    });
    return { result: await this.commands.execute(command) };
  }
}
