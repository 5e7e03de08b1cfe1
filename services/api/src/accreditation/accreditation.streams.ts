import { evolveContractQuota, initialContractQuota } from './domain/contract-quota.decider';
import { evolveDemobilization, initialDemobilization } from './domain/demobilization.decider';
import {
  evolveOpenDemobilization,
  initialOpenDemobilization,
} from './domain/open-demobilization.decider';
import {
  evolvePersonAccreditation,
  initialPersonAccreditation,
} from './domain/person-accreditation.decider';
import { evolveRequest, initialRequest } from './domain/request.decider';

/** How the accreditation streams fold for a command (names: STREAMS in contracts). */
export const requestSpec = { initial: initialRequest, evolve: evolveRequest };
export const personAccreditationSpec = {
  initial: initialPersonAccreditation,
  evolve: evolvePersonAccreditation,
};
export const contractQuotaSpec = { initial: initialContractQuota, evolve: evolveContractQuota };
export const demobilizationSpec = { initial: initialDemobilization, evolve: evolveDemobilization };
export const openDemobilizationSpec = {
  initial: initialOpenDemobilization,
  evolve: evolveOpenDemobilization,
};
export { contractFactsSpec, personFactsSpec } from './domain/master-data';
