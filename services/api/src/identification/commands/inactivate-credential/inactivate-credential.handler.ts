import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type CommandResult } from '@faena/contracts';
import { SiteCalendar } from '@faena/core';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { inactivateCredential } from '../../domain/credentials.decider';
import { reasonFacts, workerCredentialsSpec } from '../../identification.streams';
import { CredentialLocator } from '../credential-locator';
import { InactivateCredentialCommand } from './inactivate-credential.command';

@CommandHandler(InactivateCredentialCommand)
export class InactivateCredentialHandler implements ICommandHandler<InactivateCredentialCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly credentials: CredentialLocator,
    private readonly site: SiteCalendar,
  ) {}

  async execute({ user, body }: InactivateCredentialCommand): Promise<CommandResult> {
    const [located] = await this.credentials.locate(user, [body.credentialId]);
    if (!located) throw new Error('a located credential');
    return this.runner.run(
      { commandId: body.commandId, user, payload: body },
      async (reader, now) => {
        const stream = STREAMS.credentials(located.personId, located.clientId);
        const state = await reader.load(stream, workerCredentialsSpec);
        const input = {
          ...located,
          reason: body.reason,
          reasonFacts: await reasonFacts(reader, body.reason),
          today: this.site.dateOf(now),
        };
        return {
          id: body.credentialId,
          writes: [{ stream, events: inactivateCredential(input, state) }],
        };
      },
    );
  }
}
