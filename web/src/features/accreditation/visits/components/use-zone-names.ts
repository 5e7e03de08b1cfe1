import { useCallback, useEffect, useState } from 'react';
import type { VisitZone } from '@faena/contracts';
import { notifyError } from '../../../../lib/notify';
import { listVisitZones } from '../api/visits.api';

/** The client's zones by id, for the grids (a zone not found shows its id). */
export function useZoneNames(): (zoneId: string) => string {
  const [zones, setZones] = useState<VisitZone[]>([]);
  useEffect(() => {
    listVisitZones().then(setZones, notifyError);
  }, []);
  return useCallback(
    (zoneId: string) => zones.find((z) => z.zoneId === zoneId)?.name ?? zoneId,
    [zones],
  );
}
