import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, STREAMS, type RequestRequirement } from '@faena/contracts';
import { Clock, EventStore, SiteCalendar } from '@faena/core';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { StreamReader } from '../../../platform/commands/command-runner';
import { contractFactsSpec, personFactsSpec, requestSpec } from '../../accreditation.streams';
import { requirementsFor } from '../../commands/request-requirement-facts';
import { submitterOf } from '../../commands/submit-request/submitter';
import { requestScope } from '../list-requests/list-requests.handler';
import { PersonRequirementsQuery, RequestRequirementsQuery } from './request-requirements.query';

/**
 * Computed by the same fold a submission and an approval make (no read model: the answer is the
 * rule's own view). The caller's client only; a contractor asks about its own company's people.
 */
@QueryHandler(PersonRequirementsQuery)
export class PersonRequirementsHandler implements IQueryHandler<PersonRequirementsQuery> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly calendar: SiteCalendar,
  ) {}

  async execute({ user, personId, contractId }: PersonRequirementsQuery) {
    const reader = new StreamReader(this.store);
    const contract = await reader.load(STREAMS.contract(contractId), contractFactsSpec);
    if (!contract || contract.clientId !== user.cid)
      throw new DomainError('catalog.contractNotFound');
    await checkPersonInScope(reader, user, personId);
    const today = this.calendar.dateOf(this.clock.now());
    return requirementsFor(reader, { personId, clientId: user.cid, contractId, today });
  }
}

async function checkPersonInScope(reader: StreamReader, user: AuthUser, personId: string) {
  const person = await reader.load(STREAMS.person(personId), personFactsSpec);
  if (!person) throw new DomainError('catalog.personNotFound');
  const submitter = await submitterOf(reader, user);
  if (submitter.contractor && person.companyId !== submitter.companyId)
    throw new DomainError('accreditation.otherCompany');
}

/** Whoever may see the request (its requester, or the client's users with request.readAll). */
@QueryHandler(RequestRequirementsQuery)
export class RequestRequirementsHandler implements IQueryHandler<RequestRequirementsQuery> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly calendar: SiteCalendar,
  ) {}

  async execute({ user, requestId }: RequestRequirementsQuery): Promise<RequestRequirement[]> {
    const reader = new StreamReader(this.store);
    const request = await reader.load(STREAMS.request(requestId), requestSpec);
    const scope = Object.entries(requestScope(user));
    if (
      request.status === null ||
      scope.some(([field, value]) => request[field as keyof typeof request] !== value)
    )
      throw new DomainError('accreditation.requestNotFound');
    const { personId, clientId, contractId } = request;
    const today = this.calendar.dateOf(this.clock.now());
    return requirementsFor(reader, { personId, clientId, contractId, today });
  }
}
