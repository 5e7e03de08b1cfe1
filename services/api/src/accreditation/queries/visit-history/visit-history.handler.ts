import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, STREAMS, type VisitHistory } from '@faena/contracts';
import { EventStore, ReadStore } from '@faena/core';
import { hasPermission, type AuthUser } from '../../../platform/auth/auth-user';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { foldEvents } from '../../../platform/commands/command-runner';
import {
  PEOPLE_COLLECTION,
  type PersonDoc,
} from '../../../administration/administration.read-models';
import { visitSpec } from '../../accreditation.streams';
import type { Visit } from '../../domain/visit.decider';
import { userNamesOf } from '../request-history/user-names';
import { VisitHistoryQuery } from './visit-history.query';

/** Approvers and auditors read any visit of their client; a requester reads their own. */
function assertReadable(user: AuthUser, visit: Visit): void {
  if (visit.status === null || visit.clientId !== user.cid) throw new DomainError('visit.notFound');
  const readsAll = hasPermission(user, 'request.readAll') || hasPermission(user, 'audit.read');
  if (!readsAll && visit.requestedBy !== user.sub) throw new DomainError('visit.notFound');
}

/**
 * Reads the visit's stream from the event store (the source of truth), as a vehicle request's
 * history does, and each visitor's company from people.v1 (a person not found shows none).
 */
@QueryHandler(VisitHistoryQuery)
export class VisitHistoryHandler implements IQueryHandler<VisitHistoryQuery> {
  constructor(
    private readonly store: EventStore,
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async execute({ user, visitId }: VisitHistoryQuery): Promise<VisitHistory> {
    const events = await this.store.readStream(STREAMS.visit(visitId));
    const visit = foldEvents(events, visitSpec);
    assertReadable(user, visit);
    const names = await userNamesOf(
      this.store,
      events.map((e) => e.metadata.userId),
    );
    const entries = events.map((e) => ({
      position: e.position,
      revision: e.revision,
      type: e.type,
      occurredAt: e.metadata.occurredAt,
      userId: e.metadata.userId,
      profileId: e.metadata.profileId,
      data: e.data as Record<string, unknown>,
      userName: names.get(e.metadata.userId) ?? e.metadata.userId,
    }));
    const requestedAt = events[0]?.position ?? 0;
    return { visitId, entries, visitorCompanies: await this.companiesOf(visit, requestedAt) };
  }

  /** Visitors registered by the visit are in people.v1 once it has passed the request. */
  private async companiesOf(
    visit: Visit,
    requestedAt: number,
  ): Promise<VisitHistory['visitorCompanies']> {
    const ids = visit.visitors.map((v) => v.personId);
    if (ids.length === 0) return [];
    await this.waiter.waitFor(requestedAt, ['people.v1']);
    const people = await this.readStore.getMany<PersonDoc>(PEOPLE_COLLECTION, ids);
    return ids.map((personId) => ({
      personId,
      companyName: people.get(personId)?.companyName ?? '',
    }));
  }
}
