import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { CommandRunner, type CommandAnswer } from '../../../platform/commands/command-runner';
import { registerCompany } from '../../domain/company-contract.decider';
import { companySpec } from '../administration-specs';
import { documentTypeFacts } from '../document-facts';
import { companyIdFor, runWrite } from '../master-data-writes';
import { RegisterCompanyCommand } from './register-company.command';

@CommandHandler(RegisterCompanyCommand)
export class RegisterCompanyHandler implements ICommandHandler<RegisterCompanyCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, body }: RegisterCompanyCommand): Promise<CommandAnswer> {
    const { commandId: _c, ...fields } = body;
    const companyId = companyIdFor(fields.documentType, fields.documentNumber);
    const stream = STREAMS.company(companyId);
    return runWrite(this.runner, { user, body, id: companyId, stream }, async (r) => {
      const documentType = await documentTypeFacts(r, fields.documentType, [fields.country]);
      return registerCompany(
        { companyId, fields, documentType },
        await r.load(stream, companySpec),
      );
    });
  }
}
