import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS, type CommandResult } from '@faena/contracts';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { printCredential } from '../../domain/credentials.decider';
import { workerCredentialsSpec } from '../../identification.streams';
import { CredentialLocator } from '../credential-locator';
import { PrintCredentialsCommand } from './print-credentials.command';

/**
 * A batch prints as one command: every credential's worker stream gets its CredentialPrinted in
 * one append (all or none: an unknown or inactive credential refuses the batch).
 */
@CommandHandler(PrintCredentialsCommand)
export class PrintCredentialsHandler implements ICommandHandler<PrintCredentialsCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly credentials: CredentialLocator,
  ) {}

  async execute({ user, body }: PrintCredentialsCommand): Promise<CommandResult> {
    const located = await this.credentials.locate(user, body.credentialIds);
    return this.runner.run({ commandId: body.commandId, user, payload: body }, async (reader) => {
      const byStream = new Map<string, typeof located>();
      for (const c of located) {
        const stream = STREAMS.credentials(c.personId, c.clientId);
        byStream.set(stream, [...(byStream.get(stream) ?? []), c]);
      }
      const writes = await Promise.all(
        [...byStream].map(async ([stream, credentials]) => {
          const state = await reader.load(stream, workerCredentialsSpec);
          return { stream, events: credentials.flatMap((c) => printCredential(c, state)) };
        }),
      );
      return { id: body.commandId, writes };
    });
  }
}
