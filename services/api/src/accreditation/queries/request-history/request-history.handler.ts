import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  DomainError,
  STREAMS,
  type HistoryEntry,
  type RequestHistory,
  type StoredEvent,
} from '@faena/contracts';
import { EventStore } from '@faena/core';
import { hasPermission, type AuthUser } from '../../../platform/auth/auth-user';
import { foldEvents } from '../../../platform/commands/command-runner';
import { requestSpec } from '../../accreditation.streams';
import { RequestHistoryQuery } from './request-history.query';
import { userNamesOf } from './user-names';

/**
 * Reads the request's stream from the event store, not a read model: auditors replay the source
 * of truth, and `untilPosition` shows the request exactly as it stood at that point of the log.
 */
@QueryHandler(RequestHistoryQuery)
export class RequestHistoryHandler implements IQueryHandler<RequestHistoryQuery> {
  constructor(private readonly store: EventStore) {}

  async execute({ user, requestId, untilPosition }: RequestHistoryQuery): Promise<RequestHistory> {
    const stream = STREAMS.request(requestId);
    const current = foldEvents(await this.store.readStream(stream), requestSpec);
    if (current.status === null || current.clientId !== user.cid)
      throw new DomainError('accreditation.requestNotFound');
    if (!mayReadHistory(user, current.submittedBy)) throw new DomainError('auth.forbidden');
    const events =
      untilPosition === undefined
        ? await this.store.readStream(stream)
        : await this.store.readStream(stream, { untilPosition });
    const asOf = foldEvents(events, requestSpec);
    const names = await userNamesOf(
      this.store,
      events.map((e) => e.metadata.userId),
    );
    return {
      requestId,
      entries: events.map((e) => ({
        ...entryOf(e),
        userName: names.get(e.metadata.userId) ?? e.metadata.userId,
      })),
      stateAsOf: { status: asOf.status, position: events.at(-1)?.position ?? 0 },
    };
  }
}

/** Auditors and approvers read any request of their client; a requester reads their own. */
function mayReadHistory(user: AuthUser, submittedBy: string): boolean {
  return (
    hasPermission(user, 'audit.read') ||
    hasPermission(user, 'request.readAll') ||
    submittedBy === user.sub
  );
}

function entryOf(event: StoredEvent): HistoryEntry {
  return {
    position: event.position,
    revision: event.revision,
    type: event.type,
    occurredAt: event.metadata.occurredAt,
    userId: event.metadata.userId,
    profileId: event.metadata.profileId,
    data: event.data as Record<string, unknown>,
  };
}
