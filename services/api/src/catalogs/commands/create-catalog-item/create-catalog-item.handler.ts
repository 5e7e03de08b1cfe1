import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { catalogItemStream, itemIdOf, type CommandResult } from '@faena/contracts';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { catalogItemSpec, missingRefs, scopeOf, valuesOf } from '../../catalog-streams';
import { createCatalogItem } from '../../domain/catalog-item.decider';
import { CreateCatalogItemCommand } from './create-catalog-item.command';

@CommandHandler(CreateCatalogItemCommand)
export class CreateCatalogItemHandler implements ICommandHandler<CreateCatalogItemCommand> {
  constructor(private readonly runner: CommandRunner) {}

  execute({ user, def, body }: CreateCatalogItemCommand): Promise<CommandResult> {
    return this.runner.run(
      { commandId: body.commandId, user, payload: { catalogId: def.id, ...body } },
      async (reader) => {
        const values = valuesOf(def, body);
        const scope = scopeOf(def, values, user);
        const stream = catalogItemStream(def.id, scope, body.code);
        const itemId = itemIdOf(def.id, scope, body.code);
        const state = await reader.load(stream, catalogItemSpec);
        const refs = await missingRefs(reader, { def, scope, values });
        const events = createCatalogItem(
          { def, itemId, scope, code: body.code, values, missingRefs: refs },
          state,
        );
        return { id: itemId, writes: [{ stream, events }] };
      },
    );
  }
}
