import type { CheckpointRow, DeviceRow, ZoneRow } from '@faena/contracts';

/** zones_v1, written by the zones projection: ZoneRow with doors and live occupancy. */
export const ZONES_COLLECTION = 'zones_v1';
export type ZoneDoc = { [K in keyof ZoneRow]: ZoneRow[K] };

/** site_entries_v1, written by the site-entries projection: a granted entry per person and hour. */
export const SITE_ENTRIES_COLLECTION = 'site_entries_v1';
export interface SiteEntryDoc {
  [key: string]: string;
  clientId: string;
  personId: string;
  markedAt: string;
}
/** zone_presence_v1, written by the zones projection: personId → the zone a person is inside. */
export const ZONE_PRESENCE_COLLECTION = 'zone_presence_v1';

/** checkpoints_v1, written by the checkpoints projection: the zones' configuration grid. */
export const CHECKPOINTS_COLLECTION = 'checkpoints_v1';
export type CheckpointDoc = { [K in keyof CheckpointRow]: CheckpointRow[K] };
/** devices_v1, written by the devices projection: the client's devices grid. */
export const DEVICES_COLLECTION = 'devices_v1';
export type DeviceDoc = { [K in keyof DeviceRow]: DeviceRow[K] };
/** Written by the access-rules projection (access-rules.v1). */
export const ACCESS_SCHEDULES_COLLECTION = 'access_schedules_v1';
export const ACCESS_GROUPS_COLLECTION = 'access_groups_v1';
export const ACCESS_PROFILES_COLLECTION = 'access_profiles_v1';
export const PERSON_ACCESS_COLLECTION = 'person_access_v1';
