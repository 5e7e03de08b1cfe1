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

export const evolveWorkerFacts = (state: WorkerFacts, e: WorkerFactsEvent): WorkerFacts => {
  switch (e.type) {
    case 'catalog.PersonRegistered':
    case 'catalog.PersonUpdated': // an administration change (a snapshot in the same shape)
      return {
        ...state,
        person: {
          name: `${e.data.names} ${e.data.surnames}`.trim(),
          condition: e.data.condition,
          companyId: e.data.companyId,
        },
      };
    case 'accreditation.PersonAccredited':
      return {
        ...state,
        accredited: [
          ...state.accredited,
          { requestId: e.data.requestId, startDate: e.data.startDate, endDate: e.data.endDate },
        ],
      };
    case 'accreditation.PersonAccreditationEnded': // a demobilization ends the period at the cessation date
      return {
        ...state,
        accredited: state.accredited.map((p) =>
          p.requestId === e.data.requestId && e.data.endDate < p.endDate
            ? { ...p, endDate: e.data.endDate }
            : p,
        ),
      };
    default:
      return state;
  }
};

/** Enabled to travel on a date: registered, not terminated, with an approved accreditation covering it. */
export const isEnabledOn = (worker: WorkerFacts, date: string): boolean =>
  worker.person !== null &&
  worker.person.condition !== 'CESADO' &&
  worker.accredited.some((p) => p.startDate <= date && date <= p.endDate);
