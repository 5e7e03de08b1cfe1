import { useEffect, useState } from 'react';
import type { AttendanceOptionsAnswer } from '@faena/contracts';
import { notifyError } from '../../../../lib/notify';
import { attendanceOptions } from '../api/attendance-day.api';

/** The people and payroll groups the attendance screens pick from (read once per screen). */
export function useAttendanceOptions(): AttendanceOptionsAnswer | null {
  const [options, setOptions] = useState<AttendanceOptionsAnswer | null>(null);
  useEffect(() => {
    attendanceOptions().then(setOptions, notifyError);
  }, []);
  return options;
}
