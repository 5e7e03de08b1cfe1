import { Module } from '@nestjs/common';
import { CatalogsController } from './catalogs.controller';
import { ChangeCatalogItemStateHandler } from './commands/change-catalog-item-state/change-catalog-item-state.handler';
import { CreateCatalogItemHandler } from './commands/create-catalog-item/create-catalog-item.handler';
import { UpdateCatalogItemHandler } from './commands/update-catalog-item/update-catalog-item.handler';
import { ListCatalogItemsHandler } from './queries/list-catalog-items/list-catalog-items.handler';
import { ReferenceListHandler } from './queries/reference-list/reference-list.handler';
import { ReferenceListsController } from './reference-lists.controller';

/** The generic catalogue mechanism: every list declared in contracts/src/catalogs gets these calls. */
@Module({
  controllers: [CatalogsController, ReferenceListsController],
  providers: [
    CreateCatalogItemHandler,
    UpdateCatalogItemHandler,
    ChangeCatalogItemStateHandler,
    ListCatalogItemsHandler,
    ReferenceListHandler,
  ],
})
export class CatalogsModule {}
