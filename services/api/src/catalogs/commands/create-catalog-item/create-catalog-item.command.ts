import { Command } from '@nestjs/cqrs';
import type { CatalogDefinition, CommandResult, CreateItemBody } from '@faena/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user';

/** Creates an item of any declared catalogue (the body was parsed with the catalogue's schema). */
export class CreateCatalogItemCommand extends Command<CommandResult> {
  constructor(
    readonly user: AuthUser,
    readonly def: CatalogDefinition,
    readonly body: CreateItemBody,
  ) {
    super();
  }
}
