import type { DomainEvent, MarkVehicleDoorBody } from '@faena/contracts';
import type { Planned } from '../../../platform/commands/command-runner';

/** A driver (C) or passenger (P) marked with the vehicle. */
export type Occupant = { markType: 'C' | 'P'; personId: string };

/** The body's occupants, each once (a person named twice rides once, in the first role named). */
export function occupantsOf(body: MarkVehicleDoorBody): Occupant[] {
  const all: Occupant[] = [
    ...(body.driverId ? [{ markType: 'C' as const, personId: body.driverId }] : []),
    ...(body.passengerIds ?? []).map((personId) => ({ markType: 'P' as const, personId })),
  ];
  return all.filter((o, i) => all.findIndex((p) => p.personId === o.personId) === i);
}

/** What an occupant's mark answered: the door rules' outcome for that person. */
export type OccupantOutcome = Occupant & {
  markId: string;
  granted: boolean;
  reason: string | null;
  requirement?: unknown;
};

export function outcomeOf(occupant: Occupant, planned: Planned, vehicleDenied: boolean) {
  const extra = planned.extra ?? {};
  const granted = extra['granted'] === true && !vehicleDenied;
  const reason = extra['granted'] === true && vehicleDenied ? 'vehicleDenied' : extra['reason'];
  return {
    ...occupant,
    markId: String(extra['markId']),
    granted,
    reason: typeof reason === 'string' ? reason : null,
    ...(extra['requirement'] ? { requirement: extra['requirement'] } : {}),
  } satisfies OccupantOutcome;
}

/**
 * An occupant's writes when the vehicle was denied: a person the door would let through does not
 * pass in a vehicle that may not (the mark is recorded denied, the vehicle named as the reason).
 */
export function deniedWithVehicle(planned: Planned): Planned['writes'] {
  return planned.writes.map((w) => ({
    stream: w.stream,
    events: w.events.map((e): DomainEvent =>
      e.type === 'access.MarkGranted'
        ? { type: 'access.MarkDenied', data: { ...(e.data as object), reason: 'vehicleDenied' } }
        : e,
    ),
  }));
}
