import { Injectable } from '@nestjs/common';
import type { Permission } from '@faena/contracts';
import { EventStore, ReadStore, type Doc } from '@faena/core';
import { HOTELS_COLLECTION, REQUESTS_COLLECTION, TRIPS_COLLECTION } from '@faena/projections';
import { mayReadEndowment } from '../accreditation/queries/contract-endowment/endowment-contract';
import { hasPermission, type AuthUser } from '../platform/auth/auth-user';
import { CommandRunner, StreamReader } from '../platform/commands/command-runner';

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
 * queue's), visit-requester:<userId> (the requester's own visits), and marks:<clientId> (that a mark of the client changed: the marks query and the muster),
 * and endowment:<contractId> (that a count of the contract's endowment moved: whoever may call
 * API.contractEndowment for that contract, by the call's own rule).
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

/** A room kind's check: the user, the id after the colon, and the read store lookups. */
type RoomCheck = (user: AuthUser, id: string, lookup: RoomLookup) => boolean | Promise<boolean>;

interface RoomLookup {
  mayReadRequest(user: AuthUser, requestId: string): Promise<boolean>;
  sameClient(user: AuthUser, collection: string, id: string): Promise<boolean>;
  mayReadEndowment(user: AuthUser, contractId: string): Promise<boolean>;
}

const hasAny = (user: AuthUser, permissions: readonly Permission[]) =>
  permissions.some((p) => hasPermission(user, p));

/** The client's own room for the holders of one permission. */
const clientRoomFor =
  (permission: Permission): RoomCheck =>
  (user, id) =>
    hasPermission(user, permission) && user.cid === id;

/** A room of one row whose client must be the user's, for the holders of any of the permissions. */
const sameClientRowFor =
  (collection: string, permissions: readonly Permission[]): RoomCheck =>
  (user, id, lookup) =>
    hasAny(user, permissions) && lookup.sameClient(user, collection, id);

const ownRoom: RoomCheck = (user, id) => user.sub === id;
const requestQueue = clientRoomFor('request.readAll');

const ROOM_CHECKS: Readonly<Record<string, RoomCheck>> = {
  queue: requestQueue,
  'demob-queue': requestQueue,
  'visit-queue': requestQueue,
  'vehicle-queue': requestQueue,
  requester: ownRoom,
  'demob-requester': ownRoom,
  bulk: ownRoom,
  'vehicle-requester': ownRoom,
  'visit-requester': ownRoom,
  request: (user, id, lookup) => lookup.mayReadRequest(user, id),
  zone: clientRoomFor('board.read'),
  trip: sameClientRowFor(ROOM_COLLECTIONS.trips, ['board.read', 'transport.reserve']),
  hotel: sameClientRowFor(ROOM_COLLECTIONS.hotels, ['board.read', 'lodging.assign']),
  requirements: mayReadClientRequirements,
  capacity: (user, id) => user.cid === id && hasAny(user, CAPACITY_READERS),
  marks: (user, id) => user.cid === id && hasAny(user, MARK_READERS),
  // the client's access configuration: its administrators
  'access-rules': clientRoomFor('catalog.admin'),
  // the client's credentials and identification types (issue 21)
  identification: clientRoomFor('catalog.admin'),
  // the client's attendance configuration: its attendance administrators
  attendance: clientRoomFor('attendance.admin'),
  // the client's attendance days: who reads them (access.supervise)
  'attendance-days': clientRoomFor('access.supervise'),
  // a contract's endowment counts (issue 19): as API.contractEndowment (request.submit, and the
  // contract of the user's client and, for a scoped contractor, of its company)
  endowment: (user, id, lookup) =>
    hasPermission(user, 'request.submit') && lookup.mayReadEndowment(user, id),
};

@Injectable()
export class RoomAuthorizer {
  private readonly lookup: RoomLookup = {
    mayReadRequest: (user, requestId) => this.mayReadRequest(user, requestId),
    sameClient: (user, collection, id) => this.sameClient(user, collection, id),
    mayReadEndowment: (user, contractId) =>
      mayReadEndowment(new StreamReader(this.store, this.runner.cache), user, contractId),
  };

  constructor(
    private readonly readStore: ReadStore,
    private readonly store: EventStore,
    private readonly runner: CommandRunner,
  ) {}

  async mayJoin(user: AuthUser, room: string): Promise<boolean> {
    const at = room.indexOf(':');
    const kind = room.slice(0, at);
    const id = room.slice(at + 1);
    const check = Object.hasOwn(ROOM_CHECKS, kind) ? ROOM_CHECKS[kind] : undefined;
    return check ? check(user, id, this.lookup) : false;
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
