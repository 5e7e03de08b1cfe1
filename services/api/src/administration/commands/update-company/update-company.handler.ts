import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { STREAMS } from '@faena/contracts';
import { CommandRunner, type CommandAnswer } from '../../../platform/commands/command-runner';
import { updateCompany } from '../../domain/company-contract.decider';
import { companySpec } from '../administration-specs';
import { documentTypeFacts } from '../document-facts';
import { runWrite } from '../master-data-writes';
import { assertCompanyInReach, reachOf } from '../tenant-reach';
import { PeopleScope } from '../../queries/people-scope/people-scope';
import { UpdateCompanyCommand } from './update-company.command';

@CommandHandler(UpdateCompanyCommand)
export class UpdateCompanyHandler implements ICommandHandler<UpdateCompanyCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly people: PeopleScope,
  ) {}

  execute({ user, body }: UpdateCompanyCommand): Promise<CommandAnswer> {
    const { commandId: _c, companyId, ...fields } = body;
    const stream = STREAMS.company(companyId);
    return runWrite(this.runner, { user, body, id: companyId, stream }, async (r) => {
      // a company tied only to other clients is theirs (the people rule): not found here
      await assertCompanyInReach(reachOf(this.people, user), companyId);
      const documentType = await documentTypeFacts(r, fields.documentType, [fields.country]);
      return updateCompany({ companyId, fields, documentType }, await r.load(stream, companySpec));
    });
  }
}
