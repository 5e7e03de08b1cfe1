import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, STREAMS } from '@faena/contracts';
import { EventStore } from '@faena/core';
import { hasPermission } from '../../../platform/auth/auth-user';
import { foldEvents } from '../../../platform/commands/command-runner';
import { vehicleRequestSpec } from '../../accreditation.streams';
import { userNamesOf } from '../request-history/user-names';
import {
  VehicleRequestHistoryQuery,
  type VehicleRequestHistory,
} from './vehicle-request-history.query';

/**
 * Reads the vehicle request's stream from the event store (the source of truth). Approvers and
 * auditors read any request of their client; an applicant reads their own.
 */
@QueryHandler(VehicleRequestHistoryQuery)
export class VehicleRequestHistoryHandler implements IQueryHandler<VehicleRequestHistoryQuery> {
  constructor(private readonly store: EventStore) {}

  async execute({ user, requestId }: VehicleRequestHistoryQuery): Promise<VehicleRequestHistory> {
    const events = await this.store.readStream(STREAMS.vehicleRequest(requestId));
    const current = foldEvents(events, vehicleRequestSpec);
    if (current.status === null || current.clientId !== user.cid)
      throw new DomainError('vehicleRequest.notFound');
    const readsAll = hasPermission(user, 'request.readAll') || hasPermission(user, 'audit.read');
    if (!readsAll && current.submittedBy !== user.sub)
      throw new DomainError('vehicleRequest.notFound');
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
    return { requestId, entries };
  }
}
