import type {
  PersonAccreditationEvent,
  PersonStreamEvent,
  PersonCondition,
} from '@faena/contracts';

/**
 * A worker as a bus seat sees them, folded from catalog.person-<id> and
 * accreditation.person-<personId>-<clientId> of the trip's client: transport's own view of the other
 * contexts' events.
 */
type Period = { requestId: string; startDate: string; endDate: string };

export interface WorkerFacts {
  person: { name: string; condition: PersonCondition; companyId: string } | null;
  accredited: ReadonlyArray<Period>;
}

export const initialWorkerFacts = (): WorkerFacts => ({ person: null, accredited: [] });

/** The events of the two streams a worker's facts fold (the person's other events leave them as is). */
export type WorkerFactsEvent = PersonStreamEvent | PersonAccreditationEvent;

/** The person's name, condition and company, from its registration or an administration snapshot. */
const personOf = (data: {
  names: string;
  surnames: string;
  condition: PersonCondition;
  companyId: string;
}) => ({
  name: `${data.names} ${data.surnames}`.trim(),
  condition: data.condition,
  companyId: data.companyId,
});

/** A demobilization ends the period at the cessation date. */
const endedPeriods = (
  accredited: ReadonlyArray<Period>,
  ended: { requestId: string; endDate: string },
): Period[] =>
  accredited.map((p) =>
    p.requestId === ended.requestId && ended.endDate < p.endDate
      ? { ...p, endDate: ended.endDate }
      : p,
  );

export const evolveWorkerFacts = (state: WorkerFacts, e: WorkerFactsEvent): WorkerFacts => {
  switch (e.type) {
    case 'catalog.PersonRegistered':
    case 'catalog.PersonUpdated': // an administration change (a snapshot in the same shape)
      return { ...state, person: personOf(e.data) };
    case 'accreditation.PersonAccredited': {
      const { requestId, startDate, endDate } = e.data;
      return { ...state, accredited: [...state.accredited, { requestId, startDate, endDate }] };
    }
    case 'accreditation.PersonAccreditationEnded':
      return { ...state, accredited: endedPeriods(state.accredited, e.data) };
    default:
      return state;
  }
};

/** Enabled to travel on a date: registered, not terminated, with an approved accreditation covering it. */
export const isEnabledOn = (worker: WorkerFacts, date: string): boolean =>
  worker.person !== null &&
  worker.person.condition !== 'CESADO' &&
  worker.accredited.some((p) => p.startDate <= date && date <= p.endDate);
