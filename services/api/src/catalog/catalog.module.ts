import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { CompanyContractCommands } from './commands/company-contract.commands';
import { MasterRecordCommands } from './commands/master-record.commands';
import { PersonCommands } from './commands/person.commands';
import { CompanyContractController } from './company-contract.controller';
import { MasterRecordsController, RECORD_CONTROLLERS } from './master-records.controller';
import { PersonAdminController } from './person-admin.controller';
import { VehiclePhotoCommands } from './commands/vehicle-photo.commands';
import { VehiclePhotosController } from './vehicle-photos.controller';
import { AdminQueries } from './queries/admin/admin-queries';
import { ListContractsHandler } from './queries/list-contracts/list-contracts.handler';
import { ListPeopleHandler } from './queries/list-people/list-people.handler';

/** The master data: the reads the flows use, and its administration (people, companies, contracts, …). */
@Module({
  controllers: [CatalogController, PersonAdminController, CompanyContractController, MasterRecordsController, VehiclePhotosController, ...RECORD_CONTROLLERS],
  providers: [ListPeopleHandler, ListContractsHandler, PersonCommands, CompanyContractCommands, MasterRecordCommands, VehiclePhotoCommands, AdminQueries],
})
export class CatalogModule {}
