import { useEffect, useState } from 'react';
import type { GroupRow, ScheduleRow, ZoneRow } from '@faena/contracts';
import { notifyError } from '../../../../lib/notify';
import { listGroups, listSchedules, listZones } from '../api/access-rules.api';

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
