import {
  exhaustive,
  DomainError,
  type PersonAccreditationEnded,
  type PersonAccreditationEvent,
  type PersonAccredited,
  type PersonRequestClosed,
  type PersonRequestOpened,
} from '@faena/contracts';

/**
 * accreditation.person-<personId>-<clientId> owns "one active accreditation per person and
 * client": an open (pending or observed) request, or an approved period not yet over, blocks a new one.
 */
export interface PersonAccreditation {
  openRequestId: string | null;
  /** approved periods; `ended` once a demobilization ended one (its endDate is then the cessation date) */
  accreditations: ReadonlyArray<Accreditation>;
}
export interface Accreditation {
  requestId: string;
  startDate: string;
  endDate: string;
  ended?: true;
}

export const initialPersonAccreditation = (): PersonAccreditation => ({
  openRequestId: null,
  accreditations: [],
});

export const evolvePersonAccreditation = (
  state: PersonAccreditation,
  e: PersonAccreditationEvent,
): PersonAccreditation => {
  switch (e.type) {
    case 'accreditation.PersonRequestOpened':
      return { ...state, openRequestId: e.data.requestId };
    case 'accreditation.PersonAccredited': {
      const { requestId, startDate, endDate } = e.data;
      return {
        openRequestId: closeIfOpen(state, requestId),
        accreditations: [...state.accreditations, { requestId, startDate, endDate }],
      };
    }
    case 'accreditation.PersonRequestClosed':
      return { ...state, openRequestId: closeIfOpen(state, e.data.requestId) };
    case 'accreditation.PersonAccreditationEnded':
      return {
        ...state,
        accreditations: state.accreditations.map((a) =>
          a.requestId === e.data.requestId ? endedAt(a, e.data.endDate) : a,
        ),
      };
    default:
      return exhaustive(e, state);
  }
};

const closeIfOpen = (state: PersonAccreditation, requestId: string): string | null =>
  state.openRequestId === requestId ? null : state.openRequestId;

/** An ending never lengthens a period: the earlier of its end and the cessation date. */
const endedAt = (a: Accreditation, endDate: string): Accreditation => ({
  ...a,
  endDate: endDate < a.endDate ? endDate : a.endDate,
  ended: true,
});

/** The approved period covering the day that no demobilization has ended yet, if any. */
export const currentAccreditation = (
  state: PersonAccreditation,
  today: string,
): Accreditation | null =>
  state.accreditations.find((a) => !a.ended && a.startDate <= today && today <= a.endDate) ?? null;

/** True when an approved accreditation covers the date (inclusive on both ends). */
export const isAccreditedOn = (state: PersonAccreditation, date: string): boolean =>
  state.accreditations.some((a) => a.startDate <= date && date <= a.endDate);

type PersonRef = { personId: string; clientId: string; requestId: string };

export const openPersonRequest = (
  input: PersonRef & { contractId: string; today: string },
  state: PersonAccreditation,
): PersonRequestOpened[] => {
  const unexpired = state.accreditations.some((a) => a.endDate >= input.today);
  if (state.openRequestId !== null || unexpired)
    throw new DomainError('accreditation.alreadyActive');
  const { personId, clientId, requestId, contractId } = input;
  return [
    {
      type: 'accreditation.PersonRequestOpened',
      data: { personId, clientId, requestId, contractId },
    },
  ];
};

export const accreditPerson = (
  input: PersonRef & { contractId: string; startDate: string; endDate: string },
  _state: PersonAccreditation,
): PersonAccredited[] => {
  const { personId, clientId, requestId, contractId, startDate, endDate } = input;
  return [
    {
      type: 'accreditation.PersonAccredited',
      data: { personId, clientId, requestId, contractId, startDate, endDate },
    },
  ];
};

/** Frees the person's slot after a rejection; nothing to do when that request no longer holds it. */
export const closePersonRequest = (
  input: PersonRef,
  state: PersonAccreditation,
): PersonRequestClosed[] => {
  if (state.openRequestId !== input.requestId) return [];
  const { personId, clientId, requestId } = input;
  return [{ type: 'accreditation.PersonRequestClosed', data: { personId, clientId, requestId } }];
};

/**
 * An approved demobilization ends the person's current accreditation (not yet ended, not yet over
 * on `today`) at the cessation date. Nothing to end when it lapsed or was ended meanwhile.
 */
export const endPersonAccreditation = (
  input: {
    personId: string;
    clientId: string;
    demobilizationId: string;
    endDate: string;
    today: string;
  },
  state: PersonAccreditation,
): PersonAccreditationEnded[] => {
  const current = state.accreditations.find((a) => !a.ended && a.endDate >= input.today);
  if (!current) return [];
  const { personId, clientId, demobilizationId, endDate } = input;
  return [
    {
      type: 'accreditation.PersonAccreditationEnded',
      data: { personId, clientId, requestId: current.requestId, demobilizationId, endDate },
    },
  ];
};
