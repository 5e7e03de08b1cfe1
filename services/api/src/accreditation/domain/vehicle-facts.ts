import {
  exhaustive,
  type ContractStreamEvent,
  type VehiclePhotoSet,
  type VehicleRegistered,
  type VehicleUpdated,
} from '@faena/contracts';
import type { StreamSpec } from '../../platform/commands/stream-reader';
import type { VehicleContractFacts, VehicleFacts } from './vehicle-request.decider';

/** The events of catalog.vehicle-<vehicleId>. */
export type VehicleStreamEvent = VehicleRegistered | VehicleUpdated | VehiclePhotoSet;

/** The vehicle of the master as a vehicle request reads it (catalog.vehicle-<id>, the source of truth). */
export const vehicleFactsSpec: StreamSpec<VehicleFacts | null, VehicleStreamEvent> = {
  initial: () => null,
  evolve: (state, e) => {
    if (e.type === 'catalog.VehiclePhotoSet') return state;
    const { vehicleId, plate, type, companyId, companyName } = e.data;
    return { vehicleId, plate, type, companyId, companyName, state: e.data.state };
  },
};

/** The contract with its vehicle flag and subcontractors (catalog.contract-<id>). */
export const vehicleContractSpec: StreamSpec<VehicleContractFacts | null, ContractStreamEvent> = {
  initial: () => null,
  evolve: (state, e) => {
    switch (e.type) {
      case 'catalog.ContractRegistered':
      case 'catalog.ContractUpdated': {
        const { contractId, code, companyId, clientId, startDate, endDate } = e.data;
        const subcontractorIds = e.data.subcontractorIds ?? [];
        const vehicles = e.data.vehicles ?? false;
        return {
          contractId,
          code,
          companyId,
          clientId,
          startDate,
          endDate,
          subcontractorIds,
          vehicles,
        };
      }
      case 'catalog.ContractAddendumAdded':
        return state && { ...state, endDate: e.data.newEndDate };
      default:
        return exhaustive(e, state);
    }
  },
};
