import { Module } from '@nestjs/common';
import { AccreditationController } from './accreditation.controller';
import { RequestReadController } from './request-read.controller';
import { AttachRequestFileHandler } from './commands/attach-request-file/attach-request-file.handler';
import { RemoveRequestAttachmentHandler } from './commands/remove-request-attachment/remove-request-attachment.handler';
import { GetRequestAttachmentHandler } from './queries/get-request-attachment/get-request-attachment.handler';
import { CorrectDemobilizationHandler } from './commands/correct-demobilization/correct-demobilization.handler';
import { DecideDemobilizationHandler } from './commands/decide-demobilization/decide-demobilization.handler';
import { RegisterDemobilizationHandler } from './commands/register-demobilization/register-demobilization.handler';
import { DecideRequestHandler } from './commands/decide-request/decide-request.handler';
import { RemoveRequestsHandler } from './commands/remove-requests/remove-requests.handler';
import { SaveDraftHandler } from './commands/save-draft/save-draft.handler';
import { ResubmitRequestHandler } from './commands/resubmit-request/resubmit-request.handler';
import { SubmitRequestHandler } from './commands/submit-request/submit-request.handler';
import { DemobilizationController } from './demobilization.controller';
import { EndowmentController } from './endowment.controller';
import { ContractEndowmentHandler } from './queries/contract-endowment/contract-endowment.handler';
import { CascadeReactor } from './cascade/cascade-reactor';
import { DemobilizationCascade } from './cascade/demobilization-cascade';
import { DoorAccessReleaser } from './cascade/door-access.releaser';
import { MassDemobilization } from './commands/mass-demobilization/mass-demobilization';
import { GetDemobilizationHandler } from './queries/get-demobilization/get-demobilization.handler';
import { GetRequestHandler } from './queries/get-request/get-request.handler';
import { ListDemobilizationsHandler } from './queries/list-demobilizations/list-demobilizations.handler';
import { ListRequestsHandler } from './queries/list-requests/list-requests.handler';
import { PeopleStatusHandler } from './queries/people-status/people-status.handler';
import { PeopleStatusController } from './people-status.controller';
import { RequestHistoryHandler } from './queries/request-history/request-history.handler';
import {
  PersonRequirementsHandler,
  RequestRequirementsHandler,
} from './queries/request-requirements/request-requirements.handler';
import { RequestRequirementFileHandler } from './queries/request-requirements/request-requirement-file.handler';
import { VisitorRegistration } from '../administration/visitor-registration';
import { CorrectVisitHandler } from './commands/correct-visit/correct-visit.handler';
import { DecideVisitHandler } from './commands/decide-visit/decide-visit.handler';
import { SubmitVisitHandler } from './commands/submit-visit/submit-visit.handler';
import { ListVisitsHandler, VisitZonesHandler } from './queries/list-visits/list-visits.handler';
import { VisitHistoryHandler } from './queries/visit-history/visit-history.handler';
import { VisitsController } from './visits.controller';
import { CorrectVehicleRequestHandler } from './commands/correct-vehicle-request/correct-vehicle-request.handler';
import { DecideVehicleRequestHandler } from './commands/decide-vehicle-request/decide-vehicle-request.handler';
import { SubmitVehicleRequestHandler } from './commands/submit-vehicle-request/submit-vehicle-request.handler';
import { GetVehicleRequestHandler } from './queries/get-vehicle-request/get-vehicle-request.handler';
import { ListVehicleRequestsHandler } from './queries/list-vehicle-requests/list-vehicle-requests.handler';
import { VehicleRequestHistoryHandler } from './queries/vehicle-request-history/vehicle-request-history.handler';
import { VehicleRequestController } from './vehicle-request.controller';

/**
 * Accreditation requests: save a draft, submit, decide, correct, remove (one or many); the
 * requests grid and a request's history; attach, remove and download a request's PDFs.
 * Individual demobilizations: register, decide, correct; the demobilizations grid. Mass
 * demobilization and the cascade that releases what a demobilized worker holds (issue 19).
 * Individual demobilizations: register, decide, correct; the demobilizations grid.
 * Visit requests: submit (registering unknown visitors), decide; the visits grid and zones.
 * Vehicle requests: submit, decide, correct; their grid and history.
 */
@Module({
  controllers: [
    AccreditationController,
    RequestReadController,
    DemobilizationController,
    PeopleStatusController,
    EndowmentController,
    VisitsController,
    VehicleRequestController,
  ],
  providers: [
    ContractEndowmentHandler,
    PeopleStatusHandler,
    SubmitRequestHandler,
    SaveDraftHandler,
    DecideRequestHandler,
    ResubmitRequestHandler,
    RemoveRequestsHandler,
    AttachRequestFileHandler,
    RemoveRequestAttachmentHandler,
    GetRequestAttachmentHandler,
    ListRequestsHandler,
    GetRequestHandler,
    RequestHistoryHandler,
    RegisterDemobilizationHandler,
    DecideDemobilizationHandler,
    CorrectDemobilizationHandler,
    ListDemobilizationsHandler,
    GetDemobilizationHandler,
    PersonRequirementsHandler,
    RequestRequirementsHandler,
    RequestRequirementFileHandler,
    DoorAccessReleaser,
    DemobilizationCascade,
    CascadeReactor,
    MassDemobilization,
    VisitorRegistration,
    SubmitVisitHandler,
    DecideVisitHandler,
    CorrectVisitHandler,
    ListVisitsHandler,
    VisitZonesHandler,
    VisitHistoryHandler,
    SubmitVehicleRequestHandler,
    DecideVehicleRequestHandler,
    CorrectVehicleRequestHandler,
    ListVehicleRequestsHandler,
    GetVehicleRequestHandler,
    VehicleRequestHistoryHandler,
  ],
})
export class AccreditationModule {}
