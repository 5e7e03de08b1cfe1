import {
  exhaustive,
  STREAMS,
  type VehicleAccreditationEvent,
  type VehiclePhotoSet,
  type VehicleRegistered,
  type VehicleUpdated,
  type ZoneEvent,
} from '@faena/contracts';
import type { StreamReader, StreamSpec } from '../../../platform/commands/command-runner';
import { documentsSpec, requirementTypesSpec } from '../../../requirements/compliance.reader';
import { evolveZone, type Zone } from '../../domain/checkpoint.decider';
import type { VehicleDoorFacts, VehiclePeriod } from '../../domain/vehicle-door-mark.decider';

/** Access keeps its own view of the zone, the vehicle and its approved periods (stable specs: the cache keys on them). */
const zoneSpec: StreamSpec<Zone | null, ZoneEvent> = {
  initial: () => null,
  evolve: evolveZone,
};
type VehicleView = VehicleDoorFacts['vehicle'];
const vehicleSpec: StreamSpec<VehicleView, VehicleRegistered | VehicleUpdated | VehiclePhotoSet> = {
  initial: () => null,
  evolve: (state, e) =>
    e.type === 'catalog.VehiclePhotoSet'
      ? state
      : { plate: e.data.plate, active: e.data.state === 'ACTIVO' },
};
const periodsSpec: StreamSpec<VehiclePeriod[], VehicleAccreditationEvent> = {
  initial: () => [],
  evolve: (state, e) => {
    switch (e.type) {
      case 'accreditation.VehicleAccredited': {
        const { contractId, startDate, endDate } = e.data;
        return [...state, { contractId, startDate, endDate }];
      }
      case 'accreditation.VehicleRequestOpened':
      case 'accreditation.VehicleRequestClosed':
        return state;
      default:
        return exhaustive(e, state);
    }
  },
};

/** The facts of a vehicle's mark at a door of the zone (no zone: nothing else is read). */
export async function vehicleDoorFacts(
  reader: StreamReader,
  zoneId: string | null,
  vehicleId: string,
): Promise<VehicleDoorFacts> {
  const zone = zoneId ? await reader.load(STREAMS.zone(zoneId), zoneSpec) : null;
  const vehicle = await reader.load(STREAMS.vehicle(vehicleId), vehicleSpec);
  const requirementTypes = await reader.load(STREAMS.requirementTypes(), requirementTypesSpec);
  if (!zone)
    return { zone, vehicle, accredited: [], requirementTypes, documents: { documents: [] } };
  const { clientId } = zone;
  return {
    zone,
    vehicle,
    accredited: await reader.load(STREAMS.vehicleAccreditation(vehicleId, clientId), periodsSpec),
    requirementTypes,
    documents: await reader.load(
      STREAMS.requirementDocuments('V', vehicleId, clientId),
      documentsSpec,
    ),
  };
}
