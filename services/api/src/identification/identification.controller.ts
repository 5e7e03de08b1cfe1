import { Body, Controller, HttpCode, Query, StreamableFile } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API,
  BadgesQuerySchema,
  CredentialsQuerySchema,
  PersonIdentificationQuerySchema,
  ReadOptionsSchema,
  type AssignIdentificationTypeBody,
  type BadgesQuery,
  type CredentialsQuery,
  type InactivateCredentialBody,
  type IssueCredentialBody,
  type PersonIdentificationQuery,
  type PrintCredentialsBody,
} from '@faena/contracts';
import { Call, callBody } from '../platform/http/call.decorator';
import { CurrentUser, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { AssignIdentificationTypeCommand } from './commands/assign-identification-type/assign-identification-type.command';
import { InactivateCredentialCommand } from './commands/inactivate-credential/inactivate-credential.command';
import { IssueCredentialCommand } from './commands/issue-credential/issue-credential.command';
import { PrintCredentialsCommand } from './commands/print-credentials/print-credentials.command';
import {
  CredentialBadgesQuery,
  ListCredentialsQuery,
  ListPersonIdentificationQuery,
} from './queries/identification.queries';

type ReadOptions = { afterPosition?: number | undefined };

/** /api/IdentificacionPersona and /api/IdentificacionCredencial (issue 21). */
@Controller()
export class IdentificationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Call(API.listPersonIdentification)
  async people(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(PersonIdentificationQuerySchema)) query: PersonIdentificationQuery,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    const q = new ListPersonIdentificationQuery(user, query, read.afterPosition);
    return { result: await this.queries.execute(q) };
  }

  @Call(API.assignIdentificationType)
  @HttpCode(200)
  async assignType(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.assignIdentificationType)) body: AssignIdentificationTypeBody,
  ) {
    return { result: await this.commands.execute(new AssignIdentificationTypeCommand(user, body)) };
  }

  @Call(API.listCredentials)
  async credentials(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(CredentialsQuerySchema)) query: CredentialsQuery,
    @Query(new ZodPipe(ReadOptionsSchema)) read: ReadOptions,
  ) {
    const q = new ListCredentialsQuery(user, query, read.afterPosition);
    return { result: await this.queries.execute(q) };
  }

  @Call(API.issueCredential)
  async issue(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.issueCredential)) body: IssueCredentialBody,
  ) {
    return { result: await this.commands.execute(new IssueCredentialCommand(user, body)) };
  }

  @Call(API.inactivateCredential)
  @HttpCode(200)
  async inactivate(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.inactivateCredential)) body: InactivateCredentialBody,
  ) {
    return { result: await this.commands.execute(new InactivateCredentialCommand(user, body)) };
  }

  @Call(API.printCredentials)
  @HttpCode(200)
  async print(
    @CurrentUser() user: AuthUser,
    @Body(callBody(API.printCredentials)) body: PrintCredentialsBody,
  ) {
    return { result: await this.commands.execute(new PrintCredentialsCommand(user, body)) };
  }

  /** The badges as one PDF, shown inline (the browser's viewer prints it). */
  @Call(API.credentialBadges)
  async badges(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(BadgesQuerySchema)) query: BadgesQuery,
  ): Promise<StreamableFile> {
    const pdf = await this.queries.execute(new CredentialBadgesQuery(user, query.ids, query.lang));
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `inline; filename="fotochecks-${query.ids.length}.pdf"`,
    });
  }
}
