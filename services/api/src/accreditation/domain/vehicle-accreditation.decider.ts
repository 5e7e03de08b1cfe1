import {
  exhaustive,
  DomainError,
  type VehicleAccreditationEvent,
  type VehicleAccredited,
  type VehicleRequestClosed,
  type VehicleRequestOpened,
} from '@faena/contracts';

/**
 * accreditation.vehicle-<vehicleId>-<clientId> owns "one active accreditation per vehicle and
 * client", as the person's slot does: an open (pending or observed) request, or an approved period
 * not yet over, blocks a new one.
 */
export interface VehicleAccreditation {
  openRequestId: string | null;
  accreditations: ReadonlyArray<{ requestId: string; startDate: string; endDate: string }>;
}

export const initialVehicleAccreditation = (): VehicleAccreditation => ({
  openRequestId: null,
  accreditations: [],
});

const closeIfOpen = (state: VehicleAccreditation, requestId: string): string | null =>
  state.openRequestId === requestId ? null : state.openRequestId;

export const evolveVehicleAccreditation = (
  state: VehicleAccreditation,
  e: VehicleAccreditationEvent,
): VehicleAccreditation => {
  switch (e.type) {
    case 'accreditation.VehicleRequestOpened':
      return { ...state, openRequestId: e.data.requestId };
    case 'accreditation.VehicleAccredited': {
      const { requestId, startDate, endDate } = e.data;
      return {
        openRequestId: closeIfOpen(state, requestId),
        accreditations: [...state.accreditations, { requestId, startDate, endDate }],
      };
    }
    case 'accreditation.VehicleRequestClosed':
      return { ...state, openRequestId: closeIfOpen(state, e.data.requestId) };
    default:
      return exhaustive(e, state);
  }
};

type VehicleRef = { vehicleId: string; clientId: string; requestId: string };

export const openVehicleRequest = (
  input: VehicleRef & { contractId: string; today: string },
  state: VehicleAccreditation,
): VehicleRequestOpened[] => {
  const unexpired = state.accreditations.some((a) => a.endDate >= input.today);
  if (state.openRequestId !== null || unexpired)
    throw new DomainError('vehicleRequest.alreadyActive');
  const { vehicleId, clientId, requestId, contractId } = input;
  return [
    {
      type: 'accreditation.VehicleRequestOpened',
      data: { vehicleId, clientId, requestId, contractId },
    },
  ];
};

export const accreditVehicle = (
  input: VehicleRef & { contractId: string; startDate: string; endDate: string },
  state: VehicleAccreditation,
): VehicleAccredited[] => {
  if (state.accreditations.some((a) => a.requestId === input.requestId)) return [];
  const { vehicleId, clientId, requestId, contractId, startDate, endDate } = input;
  return [
    {
      type: 'accreditation.VehicleAccredited',
      data: { vehicleId, clientId, requestId, contractId, startDate, endDate },
    },
  ];
};

/** Frees the vehicle's slot after a rejection; nothing to do when that request no longer holds it. */
export const closeVehicleRequest = (
  input: VehicleRef,
  state: VehicleAccreditation,
): VehicleRequestClosed[] => {
  if (state.openRequestId !== input.requestId) return [];
  const { vehicleId, clientId, requestId } = input;
  return [{ type: 'accreditation.VehicleRequestClosed', data: { vehicleId, clientId, requestId } }];
};
