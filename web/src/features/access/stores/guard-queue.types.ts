import type { Direction, MarkDoorBody, MarkOutcome, MarkVehicleDoorBody } from '@faena/contracts';

/** The batch call takes at most 500 marks. */
export const SYNC_CHUNK = 500;
/** How many synced marks the screen keeps in its short list. */
export const SYNCED_KEPT = 20;
export const GUARD_QUEUE_KEY = 'vcg:guard-queue';

/** A mark taken while the network was down: its own command id and the device time. */
export interface QueuedMark {
  commandId: string;
  doorId: string;
  doorName: string;
  direction: Direction;
  /** the device time of the mark: the server decides it as of this moment */
  markedAt: string;
  /** what the guard typed or scanned: a document number or a person id */
  code: string;
  /** known when the person was looked up before the network dropped */
  personId?: string;
  personName?: string;
  /** i18n key of why the server refused it: the mark stays listed, not retried */
  error?: string;
  /**
   * A vehicle mark (code is then the plate): the driver's and passengers' documents as typed; the
   * ids are known when they were looked up before the network dropped, else resolved at sync.
   */
  vehicle?: QueuedVehicle;
}
export interface QueuedVehicle {
  plate: string;
  driver: string;
  passengers: string[];
  vehicleId?: string;
}
export interface SyncedMark extends QueuedMark {
  outcome: MarkOutcome;
}

/** The network side of a sync (the API, or a fake in tests). Network failures throw ApiError status 0. */
export interface MarkSender {
  /** the person of a document number or person id, or null when the client has nobody with it */
  resolve: (code: string) => Promise<{ personId: string; fullName: string } | null>;
  send: (marks: MarkDoorBody[]) => Promise<MarkOutcome[]>;
  /** the vehicle of a plate, or null when the client has none with it */
  resolveVehicle: (plate: string) => Promise<{ vehicleId: string } | null>;
  /** one vehicle mark (the vehicle and its occupants, decided together) */
  sendVehicle: (body: MarkVehicleDoorBody) => Promise<VehicleSendOutcome>;
}
/** What a vehicle mark answers (its occupants' marks are the server's). */
export type VehicleSendOutcome = Pick<MarkOutcome, 'commandId' | 'markId' | 'granted'> & {
  reason: string | null;
  error?: string | undefined;
};

/** The waiting marks (those without an error), in the order they were taken. */
export const waiting = (queue: readonly QueuedMark[]): QueuedMark[] =>
  queue.filter((m) => m.error === undefined);
