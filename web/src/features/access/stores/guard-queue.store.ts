import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { MarkOutcome } from '@faena/contracts';
import { isNetworkError, resolveAll, sendInOrder, type QueueWriter } from './guard-queue.sync';
import {
  GUARD_QUEUE_KEY,
  SYNCED_KEPT,
  waiting,
  type MarkSender,
  type QueuedMark,
  type SyncedMark,
} from './guard-queue.types';

export { isNetworkError } from './guard-queue.sync';
export {
  GUARD_QUEUE_KEY,
  SYNC_CHUNK,
  SYNCED_KEPT,
  waiting,
  type MarkSender,
  type QueuedMark,
  type QueuedVehicle,
  type SyncedMark,
  type VehicleSendOutcome,
} from './guard-queue.types';

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

type SetQueue = (fn: (s: GuardQueueState) => Partial<GuardQueueState>) => void;

/** The queue's write-back of a sync: a refused mark stays with its error, an applied one moves. */
const queueWriter = (set: SetQueue): QueueWriter => ({
  fail: (commandId: string, error: string) =>
    set((s) => ({
      queue: s.queue.map((m) => (m.commandId === commandId ? { ...m, error } : m)),
    })),
  applied: (mark: QueuedMark, outcome: MarkOutcome) =>
    set((s) => ({
      queue: s.queue.filter((m) => m.commandId !== mark.commandId),
      synced: [{ ...mark, outcome }, ...s.synced].slice(0, SYNCED_KEPT),
    })),
});

/** A writer that also counts the marks applied. */
const counting = (writer: QueueWriter) => {
  const counted = { count: 0 };
  const applied: QueueWriter['applied'] = (mark, outcome) => {
    writer.applied(mark, outcome);
    counted.count += 1;
  };
  return { counted, writer: { ...writer, applied } };
};

export const useGuardQueue = create<GuardQueueState>()(
  persist(
    (set, get) => {
      const sync = async (sender: MarkSender) => {
        if (get().syncing) return 0;
        set({ syncing: true });
        const { counted, writer } = counting(queueWriter(set));
        try {
          const ready = await resolveAll({ sender, writer }, waiting(get().queue));
          await sendInOrder({ sender, writer }, ready);
        } catch (err) {
          // the network dropped again: the rest wait for the next sync, with the same command ids
          if (!isNetworkError(err)) throw err;
        } finally {
          set({ syncing: false });
        }
        return counted.count;
      };
      return {
        queue: [],
        synced: [],
        syncing: false,
        enqueue: (mark) => set((s) => ({ queue: [...s.queue, mark] })),
        sync,
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
