import { z } from 'zod';

/**
 * socket.io protocol. Rooms are named by what they show and authorised on join:
 *   queue:<clientId>          approver queue of a client (requests rows)
 *   requester:<userId>        the requester's own requests
 *   request:<requestId>       one request's timeline
 *   zone:<clientId>           occupancy of every zone of a client
 *   trip:<tripId>             seat map of a trip
 *   hotel:<hotelId>           bed board of a camp
 *   demob-queue:<clientId>    demobilization approver queue of a client (demobilization rows)
 *   demob-requester:<userId>  the requester's own demobilizations
 *   requirements:<clientId>   requirement documents of a client (report and review rows)
 *   capacity:<clientId>       a bed or a seat of the client changed (the home's free beds and seats left)
 *   access-rules:<clientId>   the client's access schedules, groups and people's rules changed (issue 20),
 *                             and a vehicle's accreditation or a mark with its plate (vehicleAccess.changed)
 *   bulk:<userId>             the progress of the user's own bulk request batches
 *   visit-queue:<clientId>    visit approver queue of a client (visit rows)
 *   vehicle-queue:<clientId>  vehicle request approver queue of a client (vehicle request rows)
 *   vehicle-requester:<userId> the applicant's own vehicle requests
 *   visit-requester:<userId>   the requester's own visits
 *   marks:<clientId>          a mark of the client was recorded, corrected or voided (marks query, muster)
 *   identification:<clientId> a credential or a person's identification type changed (issue 21)
 *   attendance:<clientId>     the client's attendance configuration changed (issue 21)
 *   attendance-days:<clientId> a person's attendance day of the client changed (month and payroll screens)
 *   endowment:<contractId>    a count of the contract's endowment moved: a slot taken or released, a
 *                             worker accredited or demobilized, a worker's mark in or out (issue 19)
 * Every message carries the position of the event that caused it. The server sends `rt.changes`:
 * the messages of one room from one projection commit, in position order (one frame per room and
 * commit instead of one per row); `rt.change` (one message) is the older form, still understood by
 * the clients.
 */
export const ROOM_PATTERN =
  /^(queue|requester|request|zone|trip|hotel|demob-queue|demob-requester|requirements|capacity|bulk|visit-queue|vehicle-queue|vehicle-requester|visit-requester|marks|access-rules|identification|attendance-days|attendance|endowment):[A-Za-z0-9_.-]{1,80}$/;
export const RoomSchema = z.string().regex(ROOM_PATTERN, 'realtime:invalidRoom');

export const JoinRequestSchema = z.object({
  room: RoomSchema,
  lastPosition: z.number().int().min(0).optional(),
});
export type JoinRequest = z.infer<typeof JoinRequestSchema>;

export type ChangeKind =
  | 'request.changed'
  | 'request.event'
  | 'demobilization.changed'
  | 'zone.occupancy'
  | 'zone.denied'
  | 'trip.seat'
  | 'bed.changed'
  | 'requirement.changed'
  | 'session.revoked'
  | 'capacity.changed'
  | 'bulk.progress'
  | 'visit.changed'
  | 'vehicleRequest.changed'
  | 'mark.changed'
  | 'accessRules.changed'
  | 'vehicleAccess.changed'
  | 'identification.changed'
  | 'attendance.changed'
  | 'attendanceDay.changed'
  | 'endowment.changed';

/**
 * The payload of `endowment.changed` (room endowment:<contractId>): which count of the contract may
 * have moved. No figures: the request form reads the endowment again.
 */
export interface EndowmentChangedPayload {
  contractId: string;
  change: 'quota' | 'held' | 'accredited' | 'onSite';
}

/** The payload of `attendanceDay.changed`: whose day (no figures: the screens read them). */
export interface AttendanceDayChangedPayload {
  personId: string;
  date: string;
  month: string;
}

/**
 * The payload of `vehicleAccess.changed` (room access-rules:<clientId>): which vehicle's access moved —
 * its accreditation (a vehicle request was submitted, decided or corrected) or its marks (a mark with
 * its plate was recorded, corrected or voided). No row: the vehicle access screen reads them.
 */
export interface VehicleAccessChangedPayload {
  plate: string;
  change: 'accreditation' | 'mark';
}

/** The payload of `capacity.changed`: which figure moved (no bed, seat or person in it). */
export interface CapacityChangedPayload {
  figure: 'beds' | 'seats';
}

export interface ChangeMessage<P = unknown> {
  room: string;
  kind: ChangeKind;
  position: number;
  payload: P;
}

/** Answer to a join: replayed messages newer than lastPosition, or `refetch` when they are gone. */
export type JoinAck =
  | { ok: true; position: number; replay: ChangeMessage[]; refetch: false }
  | { ok: true; position: number; replay: []; refetch: true }
  | { ok: false; error: string };

/** Payload of `rt.changes`: messages of one room, in position order (each keeps its own position). */
export type ChangeBatch<P = unknown> = ChangeMessage<P>[];

/**
 * A session family was revoked (logout, refresh-token reuse, profile switch, unlock): published by
 * the api node that revoked it on the notice bus, so that every node refuses its access tokens and
 * disconnects its sockets. Its room `session:<familyId>` holds the session's sockets; clients can
 * never join it (ROOM_PATTERN), nothing is pushed to it, and it is never buffered or replayed, so
 * its position is 0 (it is not a change of the event log's read models).
 */
export const SESSION_REVOKED_KIND = 'session.revoked' satisfies ChangeKind;
export const sessionRoom = (familyId: string): string => `session:${familyId}`;
export const SessionRevokedPayloadSchema = z.object({
  familyId: z.string().min(1).max(100),
  /** epoch seconds until which the family's access tokens may still be presented (their last expiry) */
  until: z.number().int().min(0),
});
export type SessionRevokedPayload = z.infer<typeof SessionRevokedPayloadSchema>;

export const SOCKET_EVENTS = {
  join: 'rt.join',
  leave: 'rt.leave',
  change: 'rt.change',
  changes: 'rt.changes',
} as const;
