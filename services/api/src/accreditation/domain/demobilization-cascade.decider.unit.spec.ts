import type { DemobilizationCascadeCompleted, HoldingReleased } from '@faena/contracts';
import { deciderSpec } from '@faena/test-kit';
import {
  completeCascade,
  evolveCascade,
  initialCascade,
  recordHolding,
} from './demobilization-cascade.decider';

const given = deciderSpec({ evolve: evolveCascade, initialState: initialCascade });
const cause = { demobilizationId: 'D1', personId: 'P1' };
const bed = {
  kind: 'bed',
  ref: 'ASG-1',
  label: 'Camp · A-101 · Cama 1',
  from: '2026-03-12',
  to: '2026-03-14',
};
const seat = {
  kind: 'seat',
  ref: 'T1#4',
  label: 'Lima · 06:00 · 4',
  from: '2026-03-13',
  to: '2026-03-13',
};
const recorded = (holding: typeof bed): HoldingReleased => ({
  type: 'accreditation.HoldingReleased',
  data: { ...cause, ...holding },
});
const completed = (released: number): DemobilizationCascadeCompleted => ({
  type: 'accreditation.DemobilizationCascadeCompleted',
  data: { ...cause, released },
});

describe('DemobilizationCascade', () => {
  it('records a released holding', () =>
    given([])
      .when((s) => recordHolding({ ...cause, holding: bed }, s))
      .then([recorded(bed)]));
  it('records another holding beside the first', () =>
    given([recorded(bed)])
      .when((s) => recordHolding({ ...cause, holding: seat }, s))
      .then([recorded(seat)]));
  it('never records a holding twice (a replay or a restart)', () =>
    given([recorded(bed)])
      .when((s) => recordHolding({ ...cause, holding: bed }, s))
      .thenNothingHappens());
  it('completes with how many holdings it released', () =>
    given([recorded(bed), recorded(seat)])
      .when((s) => completeCascade(cause, s))
      .then([completed(2)]));
  it('completes once', () =>
    given([recorded(bed), completed(1)])
      .when((s) => completeCascade(cause, s))
      .thenNothingHappens());
});
