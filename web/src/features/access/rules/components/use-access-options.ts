import { useEffect, useState } from 'react';
import type { GroupRow, ProfileRow, ScheduleRow, ZoneRow } from '@faena/contracts';
import { notifyError } from '../../../../lib/notify';
import {
  catalogChoices,
  listGroups,
  listProfiles,
  listSchedules,
  listZones,
} from '../api/access-rules.api';

type Choice = { value: string; label: string };

/** The client's access profiles, for the person's Profile tab (active ones to assign). */
export function useProfiles() {
  const [profiles, setProfiles] = useState<ProfileRow[]>([]);
  useEffect(() => {
    listProfiles().then(setProfiles, notifyError);
  }, []);
  return profiles;
}

/** A global catalogue's active items as choices (restriction or exemption types). */
export function useCatalogChoices(catalogId: 'restriction-types' | 'exemption-types') {
  const [choices, setChoices] = useState<Choice[]>([]);
  useEffect(() => {
    catalogChoices(catalogId).then(setChoices, notifyError);
  }, [catalogId]);
  return choices;
}

/** The client's zones, schedules and groups, for the forms' choices and the grids' names. */
export function useAccessOptions() {
  const [zones, setZones] = useState<ZoneRow[]>([]);
  const [schedules, setSchedules] = useState<ScheduleRow[]>([]);
  const [groups, setGroups] = useState<GroupRow[]>([]);
  useEffect(() => {
    listZones().then(setZones, notifyError);
    listSchedules().then(setSchedules, notifyError);
    listGroups().then(setGroups, notifyError);
  }, []);
  return {
    zones,
    zoneOptions: zones.map((z) => ({ value: z.zoneId, label: z.name })),
    scheduleOptions: schedules.map((s) => ({
      value: s.code,
      label: `${s.code} · ${s.description}`,
    })),
    groupOptions: groups.map((g) => ({ value: g.code, label: `${g.code} · ${g.name}` })),
    zoneName: (zoneId: string) => zones.find((z) => z.zoneId === zoneId)?.name ?? zoneId,
  };
}
