import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type CommandResult } from '@faena/contracts';
import { deterministicUuid, SiteCalendar } from '@faena/core';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { issueCredential } from '../../domain/credentials.decider';
import {
  credentialTypeFacts,
  reasonFacts,
  workerCredentialsSpec,
} from '../../identification.streams';
import { PersonOfClient } from '../person-of-client';
import { IssueCredentialCommand } from './issue-credential.command';

export const credentialIdFor = (commandId: string) =>
  deterministicUuid('identification.credential', commandId);

/**
 * The worker's credentials stream at the caller's client owns "one active credential per worker":
 * the handler folds it, decides and appends at the revision read, so of two issues racing for one
 * worker the second re-reads, sees the first one active and is refused (422).
 */
@CommandHandler(IssueCredentialCommand)
export class IssueCredentialHandler implements ICommandHandler<IssueCredentialCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly people: PersonOfClient,
    private readonly site: SiteCalendar,
  ) {}

  async execute({ user, body }: IssueCredentialCommand): Promise<CommandResult> {
    const { commandId, ...fields } = body;
    const companyId = await this.people.companyOf(user, body.personId);
    const credentialId = credentialIdFor(commandId);
    return this.runner.run({ commandId, user, payload: body }, async (reader, now) => {
      const stream = STREAMS.credentials(body.personId, user.cid);
      const state = await reader.load(stream, workerCredentialsSpec);
      const input = {
        ...fields,
        credentialId,
        clientId: user.cid,
        companyId,
        today: this.site.dateOf(now),
        type: await credentialTypeFacts(reader, body.credentialType),
        reason: await reasonFacts(reader, body.issueReason),
      };
      return { id: credentialId, writes: [{ stream, events: issueCredential(input, state) }] };
    });
  }
}
