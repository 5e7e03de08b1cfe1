import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type CommandResult } from '@faena/contracts';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { catalogItemSpec, reachable, streamOfItem } from '../../catalog-streams';
import { changeCatalogItemState } from '../../domain/catalog-item.decider';
import { ChangeCatalogItemStateCommand } from './change-catalog-item-state.command';

@CommandHandler(ChangeCatalogItemStateCommand)
export class ChangeCatalogItemStateHandler implements ICommandHandler<ChangeCatalogItemStateCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, def, body }: ChangeCatalogItemStateCommand): Promise<CommandResult> {
    if (!body.itemId.startsWith(`${def.id}-`)) throw new DomainError('catalogs.itemNotFound');
    return this.runner.run(
      { commandId: body.commandId, user, payload: { catalogId: def.id, ...body } },
      async (reader) => {
        const stream = streamOfItem(body.itemId);
        const state = reachable(def, await reader.load(stream, catalogItemSpec), user);
        return {
          id: body.itemId,
          writes: [{ stream, events: changeCatalogItemState(body.active, state) }],
        };
      },
    );
  }
}
