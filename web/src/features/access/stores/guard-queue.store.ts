import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  ERRORS,
  type Direction,
  type MarkDoorBody,
  type MarkOutcome,
  type MarkVehicleDoorBody,
} from '@faena/contracts';
import { ApiError } from '../../../lib/api-error';

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

interface GuardQueueState {
  queue: QueuedMark[];
  synced: SyncedMark[];
  syncing: boolean;
  enqueue: (mark: QueuedMark) => void;
  /** Sends the waiting marks in order; answers how many were applied. One sync at a time. */
  sync: (sender: MarkSender) => Promise<number>;
  dismiss: (commandId: string) => void;
  reset: () => void;
}

export const isNetworkError = (err: unknown): boolean =>
  err instanceof ApiError ? err.status === 0 : err instanceof TypeError;

const errorKeyOf = (err: unknown): string =>
  err instanceof ApiError ? err.key : ERRORS.internal.key;
const codeKey = (code: string): string =>
  (ERRORS as Record<string, { key: string } | undefined>)[code]?.key ?? `errors:${code}`;

type PersonReady = QueuedMark & { personId: string };
/** a person mark with its person, or a vehicle mark (resolved when sent) */
type Ready = QueuedMark;

/** The waiting marks (those without an error), in the order they were taken. */
export const waiting = (queue: readonly QueuedMark[]): QueuedMark[] =>
  queue.filter((m) => m.error === undefined);

export const useGuardQueue = create<GuardQueueState>()(
  persist(
    (set, get) => {
      const fail = (commandId: string, error: string) =>
        set((s) => ({
          queue: s.queue.map((m) => (m.commandId === commandId ? { ...m, error } : m)),
        }));
      const applied = (mark: QueuedMark, outcome: MarkOutcome) =>
        set((s) => ({
          queue: s.queue.filter((m) => m.commandId !== mark.commandId),
          synced: [{ ...mark, outcome }, ...s.synced].slice(0, SYNCED_KEPT),
        }));

      /** Resolves the person of each mark (once per code); a code nobody has fails its mark. */
      const resolveAll = async (sender: MarkSender, marks: QueuedMark[]) => {
        const ids = new Map<string, { personId: string; fullName: string } | null>();
        const ready: Ready[] = [];
        for (const mark of marks) {
          if (mark.vehicle) {
            ready.push(mark);
            continue;
          }
          if (mark.personId) {
            ready.push({ ...mark, personId: mark.personId });
            continue;
          }
          if (!ids.has(mark.code)) ids.set(mark.code, await sender.resolve(mark.code));
          const person = ids.get(mark.code);
          if (person)
            ready.push({ ...mark, personId: person.personId, personName: person.fullName });
          else fail(mark.commandId, 'access:guard.personNotFound');
        }
        return ready;
      };

      /**
       * A vehicle mark: the plate and the occupants' documents resolved now (a code nobody has
       * fails the mark, as a person's does), then one call with the mark's own command id and
       * device time — a retry after a lost answer applies it once.
       */
      const sendVehicle = async (
        sender: MarkSender,
        mark: QueuedMark & { vehicle: QueuedVehicle },
      ) => {
        const v = mark.vehicle;
        const vehicle = v.vehicleId
          ? { vehicleId: v.vehicleId }
          : await sender.resolveVehicle(v.plate);
        if (!vehicle) {
          fail(mark.commandId, 'access:guard.vehicleNotFound');
          return 0;
        }
        const ids: string[] = [];
        for (const code of [v.driver, ...v.passengers].filter((c) => c.trim() !== '')) {
          const person = await sender.resolve(code.trim());
          if (!person) {
            fail(mark.commandId, 'access:guard.personNotFound');
            return 0;
          }
          ids.push(person.personId);
        }
        const [driverId, ...passengerIds] = ids;
        let outcome: VehicleSendOutcome;
        try {
          outcome = await sender.sendVehicle({
            commandId: mark.commandId,
            vehicleId: vehicle.vehicleId,
            doorId: mark.doorId,
            direction: mark.direction,
            markedAt: mark.markedAt,
            ...(driverId ? { driverId } : {}),
            ...(passengerIds.length ? { passengerIds } : {}),
          });
        } catch (err) {
          if (isNetworkError(err)) throw err;
          fail(mark.commandId, errorKeyOf(err));
          return 0;
        }
        if (outcome.error) {
          fail(mark.commandId, codeKey(outcome.error));
          return 0;
        }
        const { commandId, markId, granted, reason } = outcome;
        const asMark = { commandId, markId, granted, revision: -1, position: 0 };
        applied(mark, { ...asMark, reason: reason as MarkOutcome['reason'] });
        return 1;
      };

      const sendChunk = async (sender: MarkSender, chunk: PersonReady[]) => {
        const bodies = chunk.map(({ commandId, personId, doorId, direction, markedAt }) => ({
          commandId,
          personId,
          doorId,
          direction,
          markedAt,
        }));
        let outcomes: MarkOutcome[];
        try {
          outcomes = await sender.send(bodies);
        } catch (err) {
          if (isNetworkError(err)) throw err;
          for (const m of chunk) fail(m.commandId, errorKeyOf(err));
          return 0;
        }
        let count = 0;
        chunk.forEach((mark, i) => {
          const outcome = outcomes[i];
          if (!outcome) fail(mark.commandId, ERRORS.internal.key);
          else if (outcome.error) fail(mark.commandId, codeKey(outcome.error));
          else {
            applied(mark, outcome);
            count += 1;
          }
        });
        return count;
      };

      return {
        queue: [],
        synced: [],
        syncing: false,
        enqueue: (mark) => set((s) => ({ queue: [...s.queue, mark] })),
        sync: async (sender) => {
          if (get().syncing) return 0;
          set({ syncing: true });
          let count = 0;
          try {
            const ready = await resolveAll(sender, waiting(get().queue));
            // in the order taken: runs of person marks in batches, each vehicle mark on its own
            let run: PersonReady[] = [];
            const flush = async () => {
              for (let i = 0; i < run.length; i += SYNC_CHUNK)
                count += await sendChunk(sender, run.slice(i, i + SYNC_CHUNK));
              run = [];
            };
            for (const mark of ready) {
              if (mark.vehicle) {
                await flush();
                count += await sendVehicle(sender, { ...mark, vehicle: mark.vehicle });
              } else if (mark.personId) run.push({ ...mark, personId: mark.personId });
            }
            await flush();
          } catch (err) {
            // the network dropped again: the rest wait for the next sync, with the same command ids
            if (!isNetworkError(err)) throw err;
          } finally {
            set({ syncing: false });
          }
          return count;
        },
        dismiss: (commandId) =>
          set((s) => ({ queue: s.queue.filter((m) => m.commandId !== commandId) })),
        reset: () => set({ queue: [], synced: [], syncing: false }),
      };
    },
    {
      name: GUARD_QUEUE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ queue, synced }) => ({ queue, synced }),
    },
  ),
);
