import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ERRORS, type Direction, type MarkDoorBody, type MarkOutcome } from '@faena/contracts';
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
}
export interface SyncedMark extends QueuedMark {
  outcome: MarkOutcome;
}

/** The network side of a sync (the API, or a fake in tests). Network failures throw ApiError status 0. */
export interface MarkSender {
  /** the person of a document number or person id, or null when the client has nobody with it */
  resolve: (code: string) => Promise<{ personId: string; fullName: string } | null>;
  send: (marks: MarkDoorBody[]) => Promise<MarkOutcome[]>;
}

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
        const ready: Array<QueuedMark & { personId: string }> = [];
        for (const mark of marks) {
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

      const sendChunk = async (
        sender: MarkSender,
        chunk: Array<QueuedMark & { personId: string }>,
      ) => {
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
            for (let i = 0; i < ready.length; i += SYNC_CHUNK)
              count += await sendChunk(sender, ready.slice(i, i + SYNC_CHUNK));
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
