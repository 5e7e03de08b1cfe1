import { Command } from '@nestjs/cqrs';
import type { CatalogDefinition, ChangeItemStateBody, CommandResult } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** Activates or deactivates an item (items are not removed: records keep pointing at them). */
export class ChangeCatalogItemStateCommand extends Command<CommandResult> {
  constructor(
    readonly user: AuthUser,
    readonly def: CatalogDefinition,
    readonly body: ChangeItemStateBody,
  ) {
    super();
  }
}
