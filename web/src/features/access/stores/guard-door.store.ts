import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { DoorType } from '@faena/contracts';

/** The door this device marks: picked once, kept on the device (vcg:guard-door). */
export interface GuardDoor {
  doorId: string;
  name: string;
  type: DoorType;
  zoneName: string;
}

interface GuardDoorState {
  door: GuardDoor | null;
  choose: (door: GuardDoor | null) => void;
}

export const useGuardDoor = create<GuardDoorState>()(
  persist(
    (set) => ({
      door: null,
      choose: (door) => set({ door }),
    }),
    {
      name: 'vcg:guard-door',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ door }) => ({ door }),
    },
  ),
);
