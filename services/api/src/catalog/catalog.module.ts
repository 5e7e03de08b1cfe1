import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { ListContractsHandler } from './queries/list-contracts/list-contracts.handler';
import { ListPeopleHandler } from './queries/list-people/list-people.handler';

/** Reads of the master data (people, contracts); its administration is a later issue. */
@Module({
  controllers: [CatalogController],
  providers: [ListPeopleHandler, ListContractsHandler],
})
export class CatalogModule {}
