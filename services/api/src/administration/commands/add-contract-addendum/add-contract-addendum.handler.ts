import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { deterministicUuid } from '@faena/core';
import { CommandRunner, type CommandAnswer } from '../../../platform/commands/command-runner';
import { addAddendum } from '../../domain/company-contract.decider';
import { callerOf } from '../../domain/tenancy';
import { contractSpec } from '../administration-specs';
import { runWrite } from '../master-data-writes';
import { AddContractAddendumCommand } from './add-contract-addendum.command';

@CommandHandler(AddContractAddendumCommand)
export class AddContractAddendumHandler implements ICommandHandler<AddContractAddendumCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, body }: AddContractAddendumCommand): Promise<CommandAnswer> {
    const addendumId = deterministicUuid('catalog.addendum', body.commandId);
    const stream = STREAMS.contract(body.contractId);
    return runWrite(this.runner, { user, body, id: body.contractId, stream }, async (r) =>
      addAddendum(
        {
          contractId: body.contractId,
          addendumId,
          newEndDate: body.newEndDate,
          newQuota: body.newQuota,
          reason: body.reason,
          date: body.date,
          caller: callerOf(user),
        },
        await r.load(stream, contractSpec),
      ),
    );
  }
}
