import {
  exhaustive,
  type CascadeEvent,
  type DemobilizationCascadeCompleted,
  type HoldingReleased,
  type ReleasedHolding,
} from '@faena/contracts';

/**
 * accreditation.demobilization-cascade-<id>: what the cascade of an approved demobilization
 * released, one entry per holding (kind + ref), and whether it ran to its end.
 */
export interface DemobilizationCascade {
  released: ReadonlyArray<ReleasedHolding>;
  done: boolean;
}

export const initialCascade = (): DemobilizationCascade => ({ released: [], done: false });

export const evolveCascade = (
  state: DemobilizationCascade,
  e: CascadeEvent,
): DemobilizationCascade => {
  switch (e.type) {
    case 'accreditation.HoldingReleased': {
      const { kind, ref, label, from, to } = e.data;
      return { ...state, released: [...state.released, { kind, ref, label, from, to }] };
    }
    case 'accreditation.DemobilizationCascadeCompleted':
      return { ...state, done: true };
    default:
      return exhaustive(e, state);
  }
};

type Cause = { demobilizationId: string; personId: string };

/** Records a released holding once (a holding already recorded is not recorded again). */
export const recordHolding = (
  input: Cause & { holding: ReleasedHolding },
  state: DemobilizationCascade,
): HoldingReleased[] => {
  const { holding, demobilizationId, personId } = input;
  if (state.released.some((r) => r.kind === holding.kind && r.ref === holding.ref)) return [];
  const { kind, ref, label, from, to } = holding;
  const data = { demobilizationId, personId, kind, ref, label, from, to };
  return [{ type: 'accreditation.HoldingReleased', data }];
};

/** Closes the cascade once, with how many holdings it released. */
export const completeCascade = (
  input: Cause,
  state: DemobilizationCascade,
): DemobilizationCascadeCompleted[] => {
  if (state.done) return [];
  const data = { ...input, released: state.released.length };
  return [{ type: 'accreditation.DemobilizationCascadeCompleted', data }];
};
