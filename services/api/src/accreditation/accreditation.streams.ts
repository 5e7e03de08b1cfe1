import type {
  BulkEvent,
  CascadeEvent,
  ContractQuotaEvent,
  DemobilizationEvent,
  DemobilizationSlotEvent,
  PersonAccreditationEvent,
  RequestEvent,
  VisitEvent,
  VisitorEvent,
  VehicleAccreditationEvent,
  VehicleRequestEvent,
} from '@faena/contracts';
import type { StreamSpec } from '../platform/commands/command-runner';
import { evolveBulkBatch, initialBulkBatch, type BulkBatch } from './domain/bulk-batch.decider';
import {
  evolveContractQuota,
  initialContractQuota,
  type ContractQuota,
} from './domain/contract-quota.decider';
import {
  evolveDemobilization,
  initialDemobilization,
  type Demobilization,
} from './domain/demobilization.decider';
import {
  evolveOpenDemobilization,
  initialOpenDemobilization,
  type OpenDemobilization,
} from './domain/open-demobilization.decider';
import {
  evolvePersonAccreditation,
  initialPersonAccreditation,
  type PersonAccreditation,
} from './domain/person-accreditation.decider';
import { evolveRequest, initialRequest, type Request } from './domain/request.decider';
import {
  evolveCascade,
  initialCascade,
  type DemobilizationCascade,
} from './domain/demobilization-cascade.decider';
import { evolveVisit, initialVisit, type Visit } from './domain/visit.decider';
import {
  evolveVisitorSlots,
  initialVisitorSlots,
  type VisitorSlots,
} from './domain/visitor.decider';
import {
  evolveVehicleAccreditation,
  initialVehicleAccreditation,
  type VehicleAccreditation,
} from './domain/vehicle-accreditation.decider';
import {
  evolveVehicleRequest,
  initialVehicleRequest,
  type VehicleRequest,
} from './domain/vehicle-request.decider';

/** How the accreditation streams fold for a command (names: STREAMS in contracts). */
export const requestSpec: StreamSpec<Request, RequestEvent> = {
  initial: initialRequest,
  evolve: evolveRequest,
};
export const personAccreditationSpec: StreamSpec<PersonAccreditation, PersonAccreditationEvent> = {
  initial: initialPersonAccreditation,
  evolve: evolvePersonAccreditation,
};
export const contractQuotaSpec: StreamSpec<ContractQuota, ContractQuotaEvent> = {
  initial: initialContractQuota,
  evolve: evolveContractQuota,
};
export const demobilizationSpec: StreamSpec<Demobilization, DemobilizationEvent> = {
  initial: initialDemobilization,
  evolve: evolveDemobilization,
};
export const openDemobilizationSpec: StreamSpec<OpenDemobilization, DemobilizationSlotEvent> = {
  initial: initialOpenDemobilization,
  evolve: evolveOpenDemobilization,
};
export const visitSpec: StreamSpec<Visit, VisitEvent> = {
  initial: initialVisit,
  evolve: evolveVisit,
};
export const visitorSlotsSpec: StreamSpec<VisitorSlots, VisitorEvent> = {
  initial: initialVisitorSlots,
  evolve: evolveVisitorSlots,
};
export { contractFactsSpec, personFactsSpec } from './domain/master-data';
export const bulkBatchSpec: StreamSpec<BulkBatch, BulkEvent> = {
  initial: initialBulkBatch,
  evolve: evolveBulkBatch,
};

export const cascadeSpec: StreamSpec<DemobilizationCascade, CascadeEvent> = {
  initial: initialCascade,
  evolve: evolveCascade,
};

export const vehicleRequestSpec: StreamSpec<VehicleRequest, VehicleRequestEvent> = {
  initial: initialVehicleRequest,
  evolve: evolveVehicleRequest,
};
export const vehicleAccreditationSpec: StreamSpec<VehicleAccreditation, VehicleAccreditationEvent> =
  {
    initial: initialVehicleAccreditation,
    evolve: evolveVehicleAccreditation,
  };
