import { useEffect, useState } from 'react';
import type { AttendanceCompanyRow } from '@faena/contracts';
import { notifyError } from '../../../../lib/notify';
import {
  listAttendanceCompanies,
  listAttendanceSchedules,
  listJustificationTypes,
  listRegimes,
} from '../api/attendance-config.api';

type Option = { value: string; label: string };
export interface AttendanceOptions {
  companies: AttendanceCompanyRow[];
  schedules: Option[];
  regimes: Option[];
  justificationTypes: Option[];
}

/** The lists the people screen picks from: companies, active schedules, regimes and justification types. */
export function useAttendanceOptions(version = 0): AttendanceOptions {
  const [options, setOptions] = useState<AttendanceOptions>({
    companies: [],
    schedules: [],
    regimes: [],
    justificationTypes: [],
  });
  useEffect(() => {
    Promise.all([
      listAttendanceCompanies(),
      listAttendanceSchedules(),
      listRegimes(),
      listJustificationTypes(),
    ]).then(([companies, schedules, regimes, types]) => {
      setOptions({
        companies,
        schedules: schedules
          .filter((s) => s.active)
          .map((s) => ({ value: s.code, label: `${s.code} · ${s.description}` })),
        regimes,
        justificationTypes: types
          .filter((j) => j.active)
          .map((j) => ({ value: j.code, label: `${j.code} · ${j.description}` })),
      });
    }, notifyError);
  }, [version]);
  return options;
}
