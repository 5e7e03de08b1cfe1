import { Module } from '@nestjs/common';
import { AdministrationController } from './administration.controller';
import { AddContractAddendumHandler } from './commands/add-contract-addendum/add-contract-addendum.handler';
import { AssignPositionHandler } from './commands/assign-position/assign-position.handler';
import { ChangePersonStateHandler } from './commands/change-person-state/change-person-state.handler';
import { RecordIndisciplineHandler } from './commands/record-indiscipline/record-indiscipline.handler';
import { RegisterCompanyHandler } from './commands/register-company/register-company.handler';
import { RegisterContractHandler } from './commands/register-contract/register-contract.handler';
import { RegisterMasterRecordHandler } from './commands/register-master-record/register-master-record.handler';
import { RegisterPersonHandler } from './commands/register-person/register-person.handler';
import { RemoveHolidayHandler } from './commands/remove-holiday/remove-holiday.handler';
import { SetHolidayHandler } from './commands/set-holiday/set-holiday.handler';
import { SetPersonPhotoHandler } from './commands/set-person-photo/set-person-photo.handler';
import { SetVehiclePhotoHandler } from './commands/set-vehicle-photo/set-vehicle-photo.handler';
import { UpdateCompanyHandler } from './commands/update-company/update-company.handler';
import { UpdateContractHandler } from './commands/update-contract/update-contract.handler';
import { UpdateMasterRecordHandler } from './commands/update-master-record/update-master-record.handler';
import { UpdatePersonHandler } from './commands/update-person/update-person.handler';
import { CompanyContractController } from './company-contract.controller';
import { MasterRecordsController, RECORD_CONTROLLERS } from './master-records.controller';
import { PersonAdminController } from './person-admin.controller';
import { VehiclePhotosController } from './vehicle-photos.controller';
import { AdminQueries } from './queries/admin/admin-queries';
import { ListContractsHandler } from './queries/list-contracts/list-contracts.handler';
import { ListPeopleHandler } from './queries/list-people/list-people.handler';
import { PeopleScope } from './queries/people-scope/people-scope';
import { RecordScope } from './queries/record-scope/record-scope';

const PERSON_HANDLERS = [
  RegisterPersonHandler,
  UpdatePersonHandler,
  ChangePersonStateHandler,
  AssignPositionHandler,
  RecordIndisciplineHandler,
  SetPersonPhotoHandler,
];
const COMPANY_CONTRACT_HANDLERS = [
  RegisterCompanyHandler,
  UpdateCompanyHandler,
  RegisterContractHandler,
  UpdateContractHandler,
  AddContractAddendumHandler,
];
const RECORD_HANDLERS = [
  RegisterMasterRecordHandler,
  UpdateMasterRecordHandler,
  SetHolidayHandler,
  RemoveHolidayHandler,
  SetVehiclePhotoHandler,
];

/** The master data: the reads the flows use, and its administration (people, companies, contracts, …). */
@Module({
  controllers: [
    AdministrationController,
    PersonAdminController,
    CompanyContractController,
    MasterRecordsController,
    VehiclePhotosController,
    ...RECORD_CONTROLLERS,
  ],
  providers: [
    ListPeopleHandler,
    ListContractsHandler,
    ...PERSON_HANDLERS,
    ...COMPANY_CONTRACT_HANDLERS,
    ...RECORD_HANDLERS,
    AdminQueries,
    PeopleScope,
    RecordScope,
  ],
  // the history of a record's stream follows its record's rule
  exports: [PeopleScope, RecordScope],
})
export class AdministrationModule {}
