import {
  DomainError,
  type CountryHolidaysRegistered,
  type DomainEvent,
  type Holiday,
  type HolidayRemoved,
  type HolidaySet,
} from '@faena/contracts';

/** catalog.country-<id>: the country's holidays by day and month; template ones are fixed. */
export interface Country {
  countryId: string | null;
  name: string;
  holidays: Holiday[];
}
export const initialCountry = (): Country => ({ countryId: null, name: '', holidays: [] });

const same = (h: { day: number; month: number }, day: number, month: number) =>
  h.day === day && h.month === month;
const sorted = (list: Holiday[]) => [...list].sort((a, b) => a.month - b.month || a.day - b.day);

export function evolveCountry(s: Country, event: DomainEvent): Country {
  const e = event as CountryHolidaysRegistered | HolidaySet | HolidayRemoved;
  switch (e.type) {
    case 'catalog.CountryHolidaysRegistered':
      return { countryId: e.data.countryId, name: e.data.name, holidays: sorted(e.data.holidays) };
    case 'catalog.HolidaySet': {
      const { holiday, previous } = e.data;
      const rest = s.holidays.filter(
        (h) =>
          !same(h, holiday.day, holiday.month) &&
          !(previous && same(h, previous.day, previous.month)),
      );
      return { ...s, countryId: e.data.countryId, holidays: sorted([...rest, holiday]) };
    }
    case 'catalog.HolidayRemoved':
      return { ...s, holidays: s.holidays.filter((h) => !same(h, e.data.day, e.data.month)) };
    default:
      return s;
  }
}

type SetInput = {
  countryId: string;
  countryName: string;
  holiday: Omit<Holiday, 'template'>;
  previous?: { day: number; month: number } | undefined;
};

function refuseTemplate(s: Country, day: number, month: number): void {
  if (s.holidays.some((h) => h.template && same(h, day, month)))
    throw new DomainError('catalog.holidayTemplate');
}

/** Adds a holiday, or moves/renames one (`previous`); a template date is neither changed nor replaced. */
export function setHoliday(
  input: SetInput,
  s: Country,
): Array<HolidaySet | CountryHolidaysRegistered> {
  if (input.previous) refuseTemplate(s, input.previous.day, input.previous.month);
  refuseTemplate(s, input.holiday.day, input.holiday.month);
  const holiday: Holiday = { ...input.holiday, template: false };
  const current = s.holidays.find((h) => same(h, holiday.day, holiday.month));
  if (current && current.name === holiday.name && !input.previous) return [];
  const set: HolidaySet = {
    type: 'catalog.HolidaySet',
    data: { countryId: input.countryId, holiday, previous: input.previous ?? null },
  };
  if (s.countryId) return [set];
  const opened: CountryHolidaysRegistered = {
    type: 'catalog.CountryHolidaysRegistered',
    data: { countryId: input.countryId, name: input.countryName || input.countryId, holidays: [] },
  };
  return [opened, set];
}

export function removeHoliday(
  input: { countryId: string; day: number; month: number },
  s: Country,
): HolidayRemoved[] {
  if (!s.holidays.some((h) => same(h, input.day, input.month)))
    throw new DomainError('catalog.recordNotFound');
  refuseTemplate(s, input.day, input.month);
  return [{ type: 'catalog.HolidayRemoved', data: input }];
}
