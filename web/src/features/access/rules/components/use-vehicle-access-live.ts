import type { VehicleAccessChangedPayload } from '@faena/contracts';
import { useLiveRoom } from '../../../../hooks/use-live-room';
import { useSession } from '../../../../stores/session.store';

export interface VehicleAccessLive {
  /** which of a vehicle's changes the screen shows: its accreditation or its marks */
  change: VehicleAccessChangedPayload['change'];
  /** only this vehicle's changes (every vehicle's when absent) */
  plate?: string;
  /** reloads what the screen shows, at least up to the change's position */
  refetch: (afterPosition?: number) => unknown;
}

/**
 * Keeps the vehicle access screen current: a vehicle's accreditation or marks changed (room
 * access-rules:<clientId>, kind vehicleAccess.changed) reloads what shows them.
 */
export function useVehicleAccessLive({ change, plate, refetch }: VehicleAccessLive): void {
  const clientId = useSession((s) => s.user?.profile.clientId ?? null);
  useLiveRoom<VehicleAccessChangedPayload>(
    clientId ? `access-rules:${clientId}` : null,
    (m) => {
      if (m.kind !== 'vehicleAccess.changed' || m.payload.change !== change) return;
      if (plate === undefined || m.payload.plate === plate) void refetch(m.position);
    },
    refetch,
  );
}
