// What /proc says of a process: its memory and its CPU time.
import { readFileSync } from 'node:fs';

/** VmRSS and VmHWM (peak) of a process, in MB, from /proc/<pid>/status. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) =>
      Number((status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm')) ?? [])[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
  } catch {
    return { rssMb: Number.NaN, hwmMb: Number.NaN };
  }
}

/** CPU time (user + system) a process has used so far, in ms (/proc/<pid>/stat, 100 ticks/s). */
export function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}
