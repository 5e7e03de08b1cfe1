import type { DomainEvent } from '@faena/contracts';
import { deciderSpec } from '@faena/test-kit';
import {
  evolveCountry,
  initialCountry,
  removeHoliday,
  setHoliday,
  type Country,
} from './country.decider';

const given = deciderSpec<Country, DomainEvent>({
  evolve: evolveCountry,
  initialState: initialCountry,
});
const registered: DomainEvent[] = [
  {
    type: 'catalog.CountryHolidaysRegistered',
    data: {
      countryId: 'PE',
      name: 'Perú',
      holidays: [{ day: 28, month: 7, name: 'Fiestas Patrias', template: true }],
    },
  },
];
const own: DomainEvent = {
  type: 'catalog.HolidaySet',
  data: {
    countryId: 'PE',
    holiday: { day: 2, month: 11, name: 'Día local', template: false },
    previous: null,
  },
};

describe('Country holidays', () => {
  it('adds a holiday', () =>
    given(registered)
      .when((s) =>
        setHoliday(
          { countryId: 'PE', countryName: '', holiday: { day: 2, month: 11, name: 'Día local' } },
          s,
        ),
      )
      .then([own]));
  it('opens the country on its first holiday', () =>
    expect(
      setHoliday(
        { countryId: 'CL', countryName: 'Chile', holiday: { day: 2, month: 11, name: 'x' } },
        initialCountry(),
      ).map((e) => e.type),
    ).toEqual(['catalog.CountryHolidaysRegistered', 'catalog.HolidaySet']));
  it('refuses to change a template date', () =>
    given(registered)
      .when((s) =>
        setHoliday(
          {
            countryId: 'PE',
            countryName: '',
            holiday: { day: 29, month: 7, name: 'x' },
            previous: { day: 28, month: 7 },
          },
          s,
        ),
      )
      .thenFailsWith('catalog.holidayTemplate'));
  it('refuses to overwrite a template date', () =>
    given(registered)
      .when((s) =>
        setHoliday(
          { countryId: 'PE', countryName: '', holiday: { day: 28, month: 7, name: 'Otro' } },
          s,
        ),
      )
      .thenFailsWith('catalog.holidayTemplate'));
  it('refuses to delete a template date', () =>
    given(registered)
      .when((s) => removeHoliday({ countryId: 'PE', day: 28, month: 7 }, s))
      .thenFailsWith('catalog.holidayTemplate'));
  it('deletes its own holiday', () =>
    given([...registered, own])
      .when((s) => removeHoliday({ countryId: 'PE', day: 2, month: 11 }, s))
      .then([{ type: 'catalog.HolidayRemoved', data: { countryId: 'PE', day: 2, month: 11 } }]));
});
