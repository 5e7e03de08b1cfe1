import type { DocKey, ProjectionContext } from '../runner/projection';
import { plusDays } from './compute-attendance-day';
import {
  ATTENDANCE_DAYS_COLLECTION,
  IN,
  ISO_DATE,
  dayId,
  marksKey,
  personKey,
  type MarksDoc,
  type On,
  type StoredMark,
} from './attendance-days.inputs';
import { markChanged } from './attendance-days.recompute';

const HOUR = /^\d{2}:\d{2}$/;

/** A mark's site date and hour (a v1 mark not upcast has neither: its UTC ones). */
export const siteMoment = (data: { date?: unknown; hour?: unknown; markedAt: string }) => ({
  date: typeof data.date === 'string' ? data.date : data.markedAt.slice(0, 10),
  hour: typeof data.hour === 'string' ? data.hour : data.markedAt.slice(11, 16),
});

async function addMark(
  ctx: ProjectionContext,
  { personId, date }: { personId: string; date: string },
  mark: StoredMark,
) {
  const key = marksKey(personId, date);
  const doc = await ctx.get<MarksDoc>(IN, key);
  const marks = (doc?.marks ?? []).filter((m) => m.markId !== mark.markId);
  marks.push(mark);
  marks.sort((a, b) => (a.at === b.at ? a.markId.localeCompare(b.markId) : a.at < b.at ? -1 : 1));
  ctx.put(IN, key, { marks });
  await markChanged(ctx, { personId, date }, { at: mark.at });
}

/** Takes a mark out of its date (looked up around its UTC day); answers the mark and its date. */
async function takeMark(
  ctx: ProjectionContext,
  personId: string,
  { markId, utc }: { markId: string; utc: string },
) {
  const around = utc.slice(0, 10);
  if (!ISO_DATE.test(around)) return null;
  for (const date of [around, plusDays(around, -1), plusDays(around, 1)]) {
    const key = marksKey(personId, date);
    const doc = await ctx.get<MarksDoc>(IN, key);
    const mark = doc?.marks.find((m) => m.markId === markId);
    if (!doc || !mark) continue;
    ctx.put(IN, key, { marks: doc.marks.filter((m) => m.markId !== markId) });
    await markChanged(ctx, { personId, date }, { taken: true });
    return { mark, date };
  }
  return null;
}

const minutes = (at: string) => Date.parse(`${at}:00Z`) / 60_000;
const wall = (m: number) => new Date(m * 60_000).toISOString().slice(0, 16);

export const markGranted: On<'access.MarkGranted'> = async ({ data }, ctx) => {
  // a v1 mark read without its upcast knew no site date and hour: its UTC ones, as the upcast
  const { date, hour } = siteMoment(data);
  if (!ISO_DATE.test(date) || !HOUR.test(hour)) return;
  await addMark(
    ctx,
    { personId: data.personId, date },
    {
      markId: data.markId,
      clientId: data.clientId,
      at: `${date}T${hour}`,
      direction: data.direction,
    },
  );
};

export const markCorrected: On<'access.MarkCorrected'> = async ({ data }, ctx) => {
  if (!data.granted) return;
  // the new wall-clock moment: the old one moved as much as the instant moved
  const moved = (Date.parse(data.markedAt) - Date.parse(data.previous.markedAt)) / 60_000;
  if (!Number.isFinite(moved)) return;
  const taken = await takeMark(ctx, data.personId, {
    markId: data.markId,
    utc: data.previous.markedAt,
  });
  if (!taken) return;
  const at = wall(minutes(taken.mark.at) + Math.round(moved));
  await addMark(
    ctx,
    { personId: data.personId, date: at.slice(0, 10) },
    {
      markId: data.markId,
      clientId: data.clientId,
      at,
      direction: data.direction,
    },
  );
};

export const markVoided: On<'access.MarkVoided'> = async ({ data }, ctx) => {
  if (data.granted) await takeMark(ctx, data.personId, { markId: data.markId, utc: data.markedAt });
};

/** What a mark reads: the person, the date's marks and the days it recomputes (D−1, D). */
export function markReads(personId: string, date: string): DocKey[] {
  if (!ISO_DATE.test(date)) return [];
  const before = plusDays(date, -1);
  return [
    [IN, personKey(personId)],
    [IN, marksKey(personId, date)],
    [IN, marksKey(personId, before)],
    [IN, marksKey(personId, plusDays(date, 1))],
    [ATTENDANCE_DAYS_COLLECTION, dayId(personId, before)],
    [ATTENDANCE_DAYS_COLLECTION, dayId(personId, date)],
  ];
}
