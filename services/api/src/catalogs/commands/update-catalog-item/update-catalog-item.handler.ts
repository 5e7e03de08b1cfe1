import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@faena/contracts';
import { CommandRunner } from '../../../platform/commands/command-runner';
import {
  catalogItemSpec,
  missingRefs,
  reachable,
  streamOfItem,
  valuesOf,
} from '../../catalog-streams';
import { updateCatalogItem } from '../../domain/catalog-item.decider';
import { UpdateCatalogItemCommand } from './update-catalog-item.command';

@CommandHandler(UpdateCatalogItemCommand)
export class UpdateCatalogItemHandler implements ICommandHandler<UpdateCatalogItemCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, def, body }: UpdateCatalogItemCommand): Promise<CommandResult> {
    return this.runner.run(
      { commandId: body.commandId, user, payload: { catalogId: def.id, ...body } },
      async (reader) => {
        const stream = streamOfItem(body.itemId);
        const state = reachable(def, await reader.load(stream, catalogItemSpec), user);
        const values = valuesOf(def, body);
        const refs = state.exists
          ? await missingRefs(reader, { def, scope: state.scope, values })
          : [];
        const events = updateCatalogItem({ def, values, missingRefs: refs }, state);
        return { id: body.itemId, writes: [{ stream, events }] };
      },
    );
  }
}
