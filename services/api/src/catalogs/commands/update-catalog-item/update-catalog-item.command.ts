import { Command } from '@nestjs/cqrs';
import type { CatalogDefinition, CommandResult, UpdateItemBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** Changes the editable fields of an item (non-editable ones may only be sent unchanged). */
export class UpdateCatalogItemCommand extends Command<CommandResult> {
  constructor(
    readonly user: AuthUser,
    readonly def: CatalogDefinition,
    readonly body: UpdateItemBody,
  ) {
    super();
  }
}
