import { attendanceMarkPlan } from './attendance-marks-seed';

const workDay = (personId: string, date: string, night = false) => ({
  personId,
  date,
  scheduledEntry: `${date}T${night ? '20:00' : '08:00'}`,
  scheduledExit: night
    ? `2026-11-${String(Number(date.slice(8)) + 1).padStart(2, '0')}T08:00`
    : `${date}T17:00`,
});
const dates = Array.from({ length: 10 }, (_, i) => `2026-11-${String(2 + i).padStart(2, '0')}`);

describe('attendanceMarkPlan', () => {
  const plan = attendanceMarkPlan(
    [...dates.map((d) => workDay('A', d)), ...dates.map((d) => workDay('B', d, true))],
    ['A', 'B'],
  );
  const of = (personId: string) => plan.filter((m) => m.personId === personId);

  it('marks an entry and an exit per work day, leaving the first person one absence', () => {
    expect(of('A')).toHaveLength(2 * 9);
    expect(of('A').some((m) => m.date === '2026-11-05')).toBe(false);
    expect(of('B')).toHaveLength(2 * 10);
  });

  it('has late arrivals and overtime past the schedule', () => {
    const entries = of('B').filter((m) => m.direction === 'E');
    expect(entries.some((m) => m.hour === '20:25')).toBe(true);
    const exits = of('A').filter((m) => m.direction === 'S');
    expect(exits.some((m) => m.hour === '18:15')).toBe(true);
  });

  it("marks a night turn's exit on the next date, with fixed ids", () => {
    const exit = of('B').find((m) => m.direction === 'S' && m.markId.includes('2026-11-02'));
    expect(exit).toMatchObject({ date: '2026-11-03', markId: 'ATT-B-2026-11-02-S' });
    expect(new Set(plan.map((m) => m.markId)).size).toBe(plan.length);
  });
});
