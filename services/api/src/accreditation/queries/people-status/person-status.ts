import type { BlockingRequirement, PeopleStatus } from '@faena/contracts';
import type { PersonRequirements } from '../../../requirements/facts/booking-compliance';
import { compliance, requiredTypes } from '../../../requirements/facts/compliance';

/** The latest approved period of a person for the client, and its contract. */
export interface ApprovedPeriod {
  clientId: string;
  contractId: string;
  startDate: string;
  endDate: string;
}

/**
 * Where a person stands today: not accredited outside the approved period; inside it, blocked
 * while a required document (the client's, the contract's, the position's) is missing, lapsed or
 * pending review, each named; otherwise accredited. Zone-only types are asked at the door.
 */
type Compliance = ReturnType<typeof compliance>;

/** The required documents lapsed, missing or pending review, in that order, named by `name`. */
function blockingOf(answer: Compliance, name: (code: string) => string): BlockingRequirement[] {
  const pending = (state: 'missing' | 'pending') => (code: string) => ({
    code,
    description: name(code),
    state,
    expiresOn: null,
  });
  return [
    ...answer.lapsed.map((l) => ({
      code: l.code,
      description: name(l.code),
      state: 'lapsed' as const,
      expiresOn: l.expiresOn,
    })),
    ...answer.missing.map(pending('missing')),
    ...answer.pending.map(pending('pending')),
  ];
}

export function personStatus(
  period: ApprovedPeriod,
  facts: PersonRequirements,
  today: string,
): { status: PeopleStatus; blocking: BlockingRequirement[] } {
  const required = requiredTypes(facts.types, {
    entity: 'P',
    clientIds: [period.clientId],
    contractIds: [period.contractId],
    positionTypeIds: facts.positionTypeIds,
    zoneId: null,
  });
  const answer = compliance(
    facts.documents,
    required.map((t) => t.code),
    today,
  );
  const blocking = blockingOf(answer, (code) => facts.types.types[code]?.description ?? code);
  const inPeriod = period.startDate <= today && today <= period.endDate;
  if (!inPeriod) return { status: 'notAccredited', blocking };
  return { status: blocking.length === 0 ? 'accredited' : 'blocked', blocking };
}
