import {
  exhaustive,
  DomainError,
  type DemobilizationSlotEvent,
  type DemobilizationSlotReleased,
  type DemobilizationSlotTaken,
} from '@faena/contracts';

/**
 * accreditation.open-demobilization-<personId>-<clientId> owns "one open (pending or observed)
 * demobilization per person and client": registering takes the slot at the stream's expected
 * revision, an approval or a rejection releases it.
 */
export interface OpenDemobilization {
  demobilizationId: string | null;
}

export const initialOpenDemobilization = (): OpenDemobilization => ({ demobilizationId: null });

export const evolveOpenDemobilization = (
  state: OpenDemobilization,
  e: DemobilizationSlotEvent,
): OpenDemobilization => {
  switch (e.type) {
    case 'accreditation.DemobilizationSlotTaken':
      return { demobilizationId: e.data.demobilizationId };
    case 'accreditation.DemobilizationSlotReleased':
      return state.demobilizationId === e.data.demobilizationId
        ? { demobilizationId: null }
        : state;
    default:
      return exhaustive(e, state);
  }
};

type Slot = { personId: string; clientId: string; demobilizationId: string };

export const takeDemobilizationSlot = (
  input: Slot,
  state: OpenDemobilization,
): DemobilizationSlotTaken[] => {
  if (state.demobilizationId !== null) throw new DomainError('demobilization.alreadyOpen');
  return [{ type: 'accreditation.DemobilizationSlotTaken', data: { ...input } }];
};

/** Frees the slot after a decision that closes the demobilization; nothing when it does not hold it. */
export const releaseDemobilizationSlot = (
  input: Slot,
  state: OpenDemobilization,
): DemobilizationSlotReleased[] => {
  if (state.demobilizationId !== input.demobilizationId) return [];
  return [{ type: 'accreditation.DemobilizationSlotReleased', data: { ...input } }];
};
