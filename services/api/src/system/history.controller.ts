import { Controller, Query } from '@nestjs/common';
import {
  API,
  DomainError,
  HIDDEN_HISTORY_KEY,
  RecordHistoryQuerySchema,
  type RecordHistory,
  type RecordHistoryEvent,
  type RecordHistoryQuery,
  type StoredEvent,
} from '@faena/contracts';
import { Call } from '../platform/http/call.decorator';
import { EventStore } from '@faena/core';
import { CurrentUser, hasPermission, type AuthUser } from '../platform/auth/auth-user';
import { ZodPipe } from '../platform/http/zod.pipe';
import { RecordScope } from '../administration/queries/record-scope/record-scope';
import { historyPermissionFor } from './history-access';

/** GET /api/historial?stream=<streamName>: read straight from the event store (the source of truth). */
@Controller()
export class HistoryController {
  constructor(
    private readonly store: EventStore,
    private readonly records: RecordScope,
  ) {}

  @Call(API.recordHistory)
  async history(
    @CurrentUser() user: AuthUser,
    @Query(new ZodPipe(RecordHistoryQuerySchema)) q: RecordHistoryQuery,
  ) {
    if (!hasPermission(user, historyPermissionFor(q.stream)))
      throw new DomainError('auth.forbidden');
    const events = await this.store.readStream(q.stream);
    const first = events[0];
    const last = events.at(-1);
    // a stream another client's users wrote is not theirs to replay (as if it did not exist)
    if (
      !first ||
      !last ||
      events.some((e) => e.metadata.clientId !== null && e.metadata.clientId !== user.cid)
    )
      throw new DomainError('resource.notFound');
    // nor is a record the caller does not reach: a person, a company, a contract, … (their reads' rule)
    if (await this.records.hidesHistory(q.stream, events, user))
      throw new DomainError('resource.notFound');
    const result: RecordHistory = {
      createdBy: first.metadata.userId,
      createdAt: first.metadata.occurredAt,
      modifiedBy: last.metadata.userId,
      modifiedAt: last.metadata.occurredAt,
      events: events.map(historyEventOf),
    };
    return { result };
  }
}

export function historyEventOf(event: StoredEvent): RecordHistoryEvent {
  return {
    type: event.type,
    at: event.metadata.occurredAt,
    by: event.metadata.userId,
    revision: event.revision,
    position: event.position,
    data: redact(event.data),
  };
}

/** Drops secret keys at any depth (a repository's password hash is never shown). */
function redact(data: unknown): Record<string, unknown> {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (HIDDEN_HISTORY_KEY.test(key)) continue;
    out[key] =
      value !== null && typeof value === 'object' && !Array.isArray(value) ? redact(value) : value;
  }
  return out;
}
