import {
  DomainError,
  exhaustive,
  type PersonCondition,
  type VisitEvent,
  type VisitCorrected,
  type VisitRequested,
  type VisitStatus,
  type VisitorRow,
  type Decision,
} from '@faena/contracts';

/** A visit request (accreditation.visit-<visitId>): its status and what the decisions need. */
export interface Visit {
  status: VisitStatus | null;
  clientId: string;
  requestedBy: string;
  visitors: VisitorRow[];
  zoneIds: string[];
  startDate: string;
  endDate: string;
}

export const initialVisit = (): Visit => ({
  status: null,
  clientId: '',
  requestedBy: '',
  visitors: [],
  zoneIds: [],
  startDate: '',
  endDate: '',
});

const STATUS_AFTER = {
  'accreditation.VisitApproved': 'A',
  'accreditation.VisitObserved': 'O',
  'accreditation.VisitRejected': 'R',
} as const;

export const evolveVisit = (state: Visit, e: VisitEvent): Visit => {
  switch (e.type) {
    case 'accreditation.VisitRequested': {
      const { clientId, requestedBy, visitors, zoneIds, startDate, endDate } = e.data;
      return { status: 'P', clientId, requestedBy, visitors, zoneIds, startDate, endDate };
    }
    case 'accreditation.VisitCorrected': {
      const { zoneIds, startDate, endDate } = e.data;
      return { ...state, status: 'P', zoneIds, startDate, endDate };
    }
    case 'accreditation.VisitApproved':
    case 'accreditation.VisitObserved':
    case 'accreditation.VisitRejected':
      return { ...state, status: STATUS_AFTER[e.type] };
    default:
      return exhaustive(e, state);
  }
};

export type KnownPerson = VisitorRow & { condition: PersonCondition };

export interface RequestVisitInput {
  visitId: string;
  code: string;
  clientId: string;
  today: string;
  /** the client's parameter: the longest visit in days (both ends counted) */
  maxDays: number;
  host: { personId: string; name: string; condition: PersonCondition } | null;
  visitors: KnownPerson[];
  /** the client's access zones (ids) */
  clientZoneIds: ReadonlyArray<string>;
  body: { zoneIds: string[]; startDate: string; endDate: string; observation: string };
  requestedBy: string;
}

const DAY_MS = 86_400_000;
const daysOf = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;

/** A host worker, known VISITA visitors listed once, the client's zones, dates within the maximum. */
export function requestVisit(input: RequestVisitInput, state: Visit): VisitRequested[] {
  if (state.status !== null) return [];
  const { host, body } = input;
  if (host?.condition !== 'TRABAJADOR') throw new DomainError('visit.hostNotWorker');
  checkVisitDates(input);
  const unknownZone = body.zoneIds.find((z) => !input.clientZoneIds.includes(z));
  if (unknownZone !== undefined)
    throw new DomainError('visit.zoneNotFound', { zoneId: unknownZone });
  const visitors = checkVisitors(input.visitors);
  return [
    {
      type: 'accreditation.VisitRequested',
      data: {
        visitId: input.visitId,
        code: input.code,
        clientId: input.clientId,
        hostId: host.personId,
        hostName: host.name,
        visitors,
        zoneIds: [...new Set(body.zoneIds)],
        startDate: body.startDate,
        endDate: body.endDate,
        observation: body.observation,
        requestedBy: input.requestedBy,
      },
    },
  ];
}

type VisitDays = Pick<RequestVisitInput, 'today' | 'maxDays'> & {
  body: { startDate: string; endDate: string };
};

function checkVisitDates({ body, today, maxDays }: VisitDays): void {
  if (body.startDate < today) throw new DomainError('accreditation.startBeforeToday');
  if (body.endDate < body.startDate) throw new DomainError('accreditation.dateRange');
  if (daysOf(body.startDate, body.endDate) > maxDays)
    throw new DomainError('visit.maxDays', { days: maxDays });
}

function checkVisitors(visitors: KnownPerson[]): VisitorRow[] {
  const seen = new Set<string>();
  return visitors.map(({ condition, ...row }) => {
    if (seen.has(row.personId))
      throw new DomainError('visit.duplicateVisitor', { documentNumber: row.documentNumber });
    seen.add(row.personId);
    if (condition !== 'VISITA')
      throw new DomainError('visit.notVisitor', { documentNumber: row.documentNumber });
    return row;
  });
}

export interface DecideVisitInput {
  decision: Decision;
  visitId: string;
  clientId: string;
  comment: string;
  decidedBy: string;
}

const DECIDED = {
  approve: 'accreditation.VisitApproved',
  observe: 'accreditation.VisitObserved',
  reject: 'accreditation.VisitRejected',
} as const;

/** Approve, observe or reject a pending or observed visit (observing an observed one again: nothing). */
export function decideVisit(input: DecideVisitInput, state: Visit): VisitEvent[] {
  if (state.status === null || state.clientId !== input.clientId)
    throw new DomainError('visit.notFound');
  if (state.status === 'O' && input.decision === 'observe') return [];
  if (state.status !== 'P' && state.status !== 'O') throw new DomainError('visit.notPending');
  const { visitId, clientId, comment, decidedBy } = input;
  return [{ type: DECIDED[input.decision], data: { visitId, clientId, comment, decidedBy } }];
}

export interface CorrectVisitInput {
  visitId: string;
  clientId: string;
  today: string;
  maxDays: number;
  clientZoneIds: ReadonlyArray<string>;
  body: { zoneIds: string[]; startDate: string; endDate: string; observation: string };
  correctedBy: string;
}

/**
 * The requester corrects an observed visit (zones, days, observation) with the same rules as the
 * request; it goes back to Pendiente. The same correction again changes nothing.
 */
export function correctVisit(input: CorrectVisitInput, state: Visit): VisitCorrected[] {
  if (state.status === null || state.clientId !== input.clientId)
    throw new DomainError('visit.notFound');
  if (state.requestedBy !== input.correctedBy) throw new DomainError('visit.notRequester');
  if (state.status !== 'O') throw new DomainError('visit.notObserved');
  checkVisitDates(input);
  const { body } = input;
  const unknownZone = body.zoneIds.find((z) => !input.clientZoneIds.includes(z));
  if (unknownZone !== undefined)
    throw new DomainError('visit.zoneNotFound', { zoneId: unknownZone });
  const { visitId, clientId, correctedBy } = input;
  const { startDate, endDate, observation } = body;
  const zoneIds = [...new Set(body.zoneIds)];
  return [
    {
      type: 'accreditation.VisitCorrected',
      data: { visitId, clientId, zoneIds, startDate, endDate, observation, correctedBy },
    },
  ];
}
