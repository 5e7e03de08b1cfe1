import type { ProjectionContext } from '../runner/projection';
import {
  IN,
  companyKey,
  getPerson,
  holidaysKey,
  type HolidaysDoc,
  type On,
  type PersonAttendance,
} from './attendance-days.inputs';
import { recompute } from './attendance-days.recompute';

/** Each year the person's assignments cover, with the holiday's date in it. */
function holidayDates(person: PersonAttendance, day: number, month: number): string[] {
  const years = new Set<number>();
  for (const a of person.assignments)
    for (let y = Number(a.startDate.slice(0, 4)); y <= Number(a.endDate.slice(0, 4)); y++)
      years.add(y);
  const mmdd = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return [...years].sort().map((y) => `${y}-${mmdd}`);
}

async function holidaysChanged(
  ctx: ProjectionContext,
  { countryId, holidays }: { countryId: string; holidays: HolidaysDoc['holidays'] },
  touched: Array<{ day: number; month: number }>,
) {
  const doc = await ctx.get<HolidaysDoc>(IN, holidaysKey(countryId));
  const people = doc?.people ?? [];
  ctx.put(IN, holidaysKey(countryId), { holidays, people: [...people] });
  for (const personId of people) {
    const person = await getPerson(ctx, personId);
    if (!person) continue;
    for (const t of touched)
      for (const date of holidayDates(person, t.day, t.month))
        await recompute(ctx, { person, date });
  }
}

const sameDay = (a: { day: number; month: number }, b: { day: number; month: number }) =>
  a.day === b.day && a.month === b.month;

const company = ({ data }: { data: { country: string } }) => ({ countryId: data.country });

export const companyRegistered: On<'catalog.CompanyRegistered'> = (event, ctx) => {
  ctx.put(IN, companyKey(event.data.companyId), company(event));
};

export const companyUpdated: On<'catalog.CompanyUpdated'> = (event, ctx) => {
  ctx.put(IN, companyKey(event.data.companyId), company(event));
};

export const countryHolidaysRegistered: On<'catalog.CountryHolidaysRegistered'> = async (
  { data },
  ctx,
) => {
  const before = await ctx.get<HolidaysDoc>(IN, holidaysKey(data.countryId));
  const now = data.holidays.map((h) => ({ day: h.day, month: h.month, name: h.name }));
  const old = before?.holidays ?? [];
  const touched = [
    ...now.filter((h) => !old.some((o) => sameDay(o, h) && o.name === h.name)),
    ...old.filter((o) => !now.some((h) => sameDay(o, h))),
  ];
  await holidaysChanged(ctx, { countryId: data.countryId, holidays: now }, touched);
};

export const holidaySet: On<'catalog.HolidaySet'> = async ({ data }, ctx) => {
  const before = await ctx.get<HolidaysDoc>(IN, holidaysKey(data.countryId));
  const set = { day: data.holiday.day, month: data.holiday.month, name: data.holiday.name };
  const gone = data.previous ?? set;
  const holidays = (before?.holidays ?? []).filter((h) => !sameDay(h, gone) && !sameDay(h, set));
  holidays.push(set);
  holidays.sort((a, b) => a.month - b.month || a.day - b.day);
  await holidaysChanged(ctx, { countryId: data.countryId, holidays }, [set, gone]);
};

export const holidayRemoved: On<'catalog.HolidayRemoved'> = async ({ data }, ctx) => {
  const before = await ctx.get<HolidaysDoc>(IN, holidaysKey(data.countryId));
  const holidays = (before?.holidays ?? []).filter((h) => !sameDay(h, data));
  await holidaysChanged(ctx, { countryId: data.countryId, holidays }, [data]);
};
