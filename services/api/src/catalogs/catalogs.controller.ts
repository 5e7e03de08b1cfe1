import { Body, Controller, HttpCode, Param, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  API,
  ChangeItemStateBodySchema,
  DomainError,
  createItemSchemaOf,
  fieldMetadataOf,
  updateItemSchemaOf,
  type CatalogDefinition,
  type CreateItemBody,
  type UpdateItemBody,
} from '@faena/contracts';
import { Call } from '../platform/http/call.decorator';
import type { z } from 'zod';
import { CurrentUser, hasPermission, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { CatalogDefinitionPipe } from './catalog-definition.pipe';
import { GridReadQuerySchema, type GridReadQuery } from './grid-read-query';
import { ChangeCatalogItemStateCommand } from './commands/change-catalog-item-state/change-catalog-item-state.command';
import { CreateCatalogItemCommand } from './commands/create-catalog-item/create-catalog-item.command';
import { UpdateCatalogItemCommand } from './commands/update-catalog-item/update-catalog-item.command';
import { ListCatalogItemsQuery } from './queries/list-catalog-items/list-catalog-items.query';

/** Body schemas built once per catalogue from its declaration. */
const schemas = new Map<string, z.ZodType>();
function parseWith(key: string, build: () => z.ZodType, body: unknown): unknown {
  let schema = schemas.get(key);
  if (!schema) schemas.set(key, (schema = build()));
  return new ZodPipe(schema).transform(body);
}

/** /api/SistemaCatalogo/:catalogId/* : one set of calls for every declared catalogue. */
@Controller()
export class CatalogsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Call(API.catalogGrid)
  async list(
    @CurrentUser() user: AuthUser,
    @Param('catalogId', CatalogDefinitionPipe) def: CatalogDefinition,
    @Query(new ZodPipe(GridReadQuerySchema)) { afterPosition, ...grid }: GridReadQuery,
  ) {
    return {
      result: await this.queries.execute(new ListCatalogItemsQuery(user, def, grid, afterPosition)),
    };
  }

  @Call(API.catalogMetadata)
  metadata(@Param('catalogId', CatalogDefinitionPipe) def: CatalogDefinition) {
    return { result: { catalog: def, fields: fieldMetadataOf(def) } };
  }

  @Call(API.catalogCreate)
  async create(
    @CurrentUser() user: AuthUser,
    @Param('catalogId', CatalogDefinitionPipe) def: CatalogDefinition,
    @Body() raw: unknown,
  ) {
    mayWrite(user, def);
    const body = parseWith(
      `create:${def.id}`,
      () => createItemSchemaOf(def),
      raw,
    ) as CreateItemBody;
    return { result: await this.commands.execute(new CreateCatalogItemCommand(user, def, body)) };
  }

  @Call(API.catalogUpdate)
  async update(
    @CurrentUser() user: AuthUser,
    @Param('catalogId', CatalogDefinitionPipe) def: CatalogDefinition,
    @Body() raw: unknown,
  ) {
    mayWrite(user, def);
    const body = parseWith(
      `update:${def.id}`,
      () => updateItemSchemaOf(def),
      raw,
    ) as UpdateItemBody;
    return { result: await this.commands.execute(new UpdateCatalogItemCommand(user, def, body)) };
  }

  @Call(API.catalogState)
  @HttpCode(200)
  async changeState(
    @CurrentUser() user: AuthUser,
    @Param('catalogId', CatalogDefinitionPipe) def: CatalogDefinition,
    @Body() raw: unknown,
  ) {
    mayWrite(user, def);
    const body = new ZodPipe(ChangeItemStateBodySchema).transform(raw);
    return {
      result: await this.commands.execute(new ChangeCatalogItemStateCommand(user, def, body)),
    };
  }
}

/**
 * A per-client catalogue is its client's administrator's (admin.operate, items stamped with the
 * caller's client); a global or per-country one is shared by every client, so the platform
 * operator's (platform.operate), like countries' holidays and repository paths.
 */
function mayWrite(user: AuthUser, def: CatalogDefinition): void {
  if (def.scope !== 'client' && !hasPermission(user, 'platform.operate'))
    throw new DomainError('auth.forbidden');
}
