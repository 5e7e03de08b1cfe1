import { Injectable } from '@nestjs/common';
import { ReadStore, type Doc } from '@faena/core';
import { HOTELS_COLLECTION, REQUESTS_COLLECTION, TRIPS_COLLECTION } from '@faena/projections';
import { hasPermission, type AuthUser } from '../platform/auth/auth-user';

/** Read-model collections the room checks read (written by the projections). */
const ROOM_COLLECTIONS = {
  requests: REQUESTS_COLLECTION,
  trips: TRIPS_COLLECTION,
  hotels: HOTELS_COLLECTION,
} as const;

/**
 * Who may join which room. Rooms show what their reader could also query over HTTP:
 * queue:<clientId>, requester:<userId>, request:<requestId>, zone:<clientId>, trip:<tripId>, hotel:<hotelId>,
 * and the demobilization rooms demob-queue:<clientId> and demob-requester:<userId> (authorised like
 * the request queue and the requester's room), and requirements:<clientId> (the client's requirement
 * rows: whoever reads the report client-wide, so not a contractor, whose report is its company's),
 * and capacity:<clientId> (that a bed or seat of the client changed, nothing more), and
 * visit-queue:<clientId> (the client's visit rows, authorised like the request queue), and the
 * vehicle request rooms vehicle-queue:<clientId> and vehicle-requester:<userId> (as the request
 * queue's), visit-requester:<userId> (the requester's own visits), and marks:<clientId> (that a mark of the client changed: the marks query and the muster).
 */
const REQUIREMENT_READERS = [
  'requirements.manage',
  'requirements.submit',
  'requirements.review',
] as const;
const mayReadClientRequirements = (user: AuthUser, clientId: string) =>
  user.coid === null &&
  user.cid === clientId &&
  REQUIREMENT_READERS.some((p) => hasPermission(user, p));

/** capacity:<clientId> carries no row: whoever sees the client's camps or trips may follow it. */
const CAPACITY_READERS = ['board.read', 'lodging.assign', 'transport.reserve'] as const;

/** marks:<clientId> names a changed mark (id and date, no person): the marks query's and the muster's readers. */
const MARK_READERS = ['access.supervise', 'access.mark', 'board.read'] as const;

@Injectable()
export class RoomAuthorizer {
  constructor(private readonly readStore: ReadStore) {}

  async mayJoin(user: AuthUser, room: string): Promise<boolean> {
    const at = room.indexOf(':');
    const kind = room.slice(0, at);
    const id = room.slice(at + 1);
    switch (kind) {
      case 'queue':
      case 'demob-queue':
      case 'visit-queue':
      case 'vehicle-queue':
        return hasPermission(user, 'request.readAll') && user.cid === id;
      case 'requester':
      case 'demob-requester':
      case 'bulk':
      case 'vehicle-requester':
      case 'visit-requester':
        return user.sub === id;
      case 'request':
        return this.mayReadRequest(user, id);
      case 'zone':
        return hasPermission(user, 'board.read') && user.cid === id;
      case 'trip':
        return (
          (hasPermission(user, 'board.read') || hasPermission(user, 'transport.reserve')) &&
          this.sameClient(user, ROOM_COLLECTIONS.trips, id)
        );
      case 'hotel':
        return (
          (hasPermission(user, 'board.read') || hasPermission(user, 'lodging.assign')) &&
          this.sameClient(user, ROOM_COLLECTIONS.hotels, id)
        );
      case 'requirements':
        return mayReadClientRequirements(user, id);
      case 'capacity':
        return user.cid === id && CAPACITY_READERS.some((p) => hasPermission(user, p));
      case 'marks':
        return user.cid === id && MARK_READERS.some((p) => hasPermission(user, p));
      case 'access-rules': // the client's access configuration: its administrators
        return hasPermission(user, 'catalog.admin') && user.cid === id;
      case 'identification': // the client's credentials and identification types (issue 21)
        return hasPermission(user, 'catalog.admin') && user.cid === id;
      case 'attendance': // the client's attendance configuration: its attendance administrators
        return hasPermission(user, 'attendance.admin') && user.cid === id;
      case 'attendance-days': // the client's attendance days: who reads them (access.supervise)
        return hasPermission(user, 'access.supervise') && user.cid === id;
      default:
        return false;
    }
  }

  private async mayReadRequest(user: AuthUser, requestId: string): Promise<boolean> {
    const doc = await this.readStore.get<Doc>(ROOM_COLLECTIONS.requests, requestId);
    if (!doc) return false;
    if (doc.submittedBy === user.sub) return true;
    const readsAll = hasPermission(user, 'request.readAll') || hasPermission(user, 'audit.read');
    return readsAll && doc.clientId === user.cid;
  }

  private async sameClient(user: AuthUser, collection: string, id: string): Promise<boolean> {
    const doc = await this.readStore.get<Doc>(collection, id);
    return doc !== null && doc.clientId === user.cid;
  }
}
