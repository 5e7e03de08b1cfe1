import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { CommandRunner, type CommandAnswer } from '../../../platform/commands/command-runner';
import { registerContract } from '../../domain/company-contract.decider';
import { callerOf } from '../../domain/tenancy';
import { contractSpec } from '../administration-specs';
import { companyNameOf, contractIdFor, runWrite } from '../master-data-writes';
import { RegisterContractCommand } from './register-contract.command';

@CommandHandler(RegisterContractCommand)
export class RegisterContractHandler implements ICommandHandler<RegisterContractCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, body }: RegisterContractCommand): Promise<CommandAnswer> {
    const { commandId: _c, ...fields } = body;
    const contractId = contractIdFor(fields.code);
    const stream = STREAMS.contract(contractId);
    return runWrite(this.runner, { user, body, id: contractId, stream }, async (r) => {
      const companyName = await companyNameOf(r, fields.companyId);
      return registerContract(
        { contractId, fields, companyName, caller: callerOf(user) },
        await r.load(stream, contractSpec),
      );
    });
  }
}
