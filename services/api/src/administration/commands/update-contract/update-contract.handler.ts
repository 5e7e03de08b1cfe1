import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { CommandRunner, type CommandAnswer } from '../../../platform/commands/command-runner';
import { updateContract } from '../../domain/company-contract.decider';
import { callerOf } from '../../domain/tenancy';
import { contractSpec } from '../administration-specs';
import { companyNameOf, runWrite } from '../master-data-writes';
import { UpdateContractCommand } from './update-contract.command';

@CommandHandler(UpdateContractCommand)
export class UpdateContractHandler implements ICommandHandler<UpdateContractCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, body }: UpdateContractCommand): Promise<CommandAnswer> {
    const { commandId: _c, contractId, ...fields } = body;
    const stream = STREAMS.contract(contractId);
    return runWrite(this.runner, { user, body, id: contractId, stream }, async (r) => {
      const companyName = await companyNameOf(r, fields.companyId);
      return updateContract(
        { contractId, fields, companyName, caller: callerOf(user) },
        await r.load(stream, contractSpec),
      );
    });
  }
}
