import { API, type MarkDoorBody, type MarkOutcome, type ZoneRow } from '@faena/contracts';
import { http } from '../../../lib/http';

/** Occupancy of every zone of the user's client (a list, or a grid page). */
export async function getZones(afterPosition?: number): Promise<ZoneRow[]> {
  const result = await http.get<ZoneRow[] | { data: ZoneRow[] }>(API.zoneOccupancy.path, {
    afterPosition,
  });
  return Array.isArray(result) ? result : result.data;
}

export const markDoor = (body: MarkDoorBody) => http.post<MarkOutcome>(API.markDoor.path, body);
