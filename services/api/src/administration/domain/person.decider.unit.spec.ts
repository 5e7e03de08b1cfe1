import { PersonFormSchema, type PersonFields } from '@faena/contracts';
import { deciderSpec } from '@faena/test-kit';
import {
  assignPosition,
  changePersonState,
  evolvePerson,
  initialPerson,
  recordIndiscipline,
  registerPerson,
  updatePerson,
  type Person,
  type PersonEvent,
} from './person.decider';

const given = deciderSpec<Person, PersonEvent>({
  evolve: evolvePerson,
  initialState: initialPerson,
});
const fields: PersonFields = PersonFormSchema.parse({
  surnames: 'Mamani Condori',
  names: 'Luis',
  documentType: 'DNI',
  documentNumber: '44556677',
  companyId: 'EMP-1',
  position: 'Operador',
});
const DNI = { code: 'DNI', country: 'PE', length: 8, exact: true, active: true };
const input = {
  personId: 'P1',
  fields,
  companyName: 'Empresa 1',
  today: '2026-03-01',
  documentType: DNI,
};
const registered = registerPerson(input, initialPerson());
const terminated = changePersonState(
  { personId: 'P1', state: 'terminated', reason: 'Cese', date: '2026-04-01' },
  registered.reduce(evolvePerson, initialPerson()),
);

describe('Person', () => {
  describe('when not registered', () => {
    it('registers with the registration date of today', () =>
      expect(registered[0]?.data.details?.registrationDate).toBe('2026-03-01'));
    it('refuses an update', () =>
      given([])
        .when((s) => updatePerson(input, s))
        .thenFailsWith('catalog.personNotFound'));
  });

  describe('when active', () => {
    it('records a change as a full snapshot', () =>
      given(registered)
        .when((s) => updatePerson({ ...input, fields: { ...fields, names: 'Luis Alberto' } }, s))
        .then([
          {
            type: 'catalog.PersonUpdated',
            data: expect.objectContaining({
              names: 'Luis Alberto',
              details: expect.objectContaining({ registrationDate: '2026-03-01' }),
            }) as never,
          },
        ]));
    it('ignores an update that changes nothing', () =>
      given(registered)
        .when((s) => updatePerson({ ...input, today: '2026-05-05' }, s))
        .thenNothingHappens());
    it('refuses a second registration', () =>
      given(registered)
        .when((s) => registerPerson(input, s))
        .thenFailsWith('catalog.alreadyExists'));
    it('terminates with the CESADO condition and the end date', () => {
      expect(terminated.map((e) => e.type)).toEqual([
        'catalog.PersonStateChanged',
        'catalog.PersonUpdated',
      ]);
      expect(terminated[1]?.data).toEqual(
        expect.objectContaining({
          condition: 'CESADO',
          details: expect.objectContaining({ endDate: '2026-04-01' }),
        }),
      );
    });
  });

  describe('when terminated', () => {
    const history = [...registered, ...terminated];
    it('refuses changes (read-only)', () =>
      given(history)
        .when((s) => updatePerson(input, s))
        .thenFailsWith('catalog.personTerminated'));
    it('refuses a new state', () =>
      given(history)
        .when((s) =>
          changePersonState({ personId: 'P1', state: 'active', reason: '', date: '2026-05-01' }, s),
        )
        .thenFailsWith('catalog.personTerminated'));
    it('refuses an indiscipline', () =>
      given(history)
        .when((s) =>
          recordIndiscipline(
            {
              personId: 'P1',
              entryId: 'E1',
              severity: '1',
              observation: 'x',
              date: '2026-05-01',
              fileKey: '',
              fileName: '',
              size: 0,
            },
            s,
          ),
        )
        .thenFailsWith('catalog.personTerminated'));
    it('still takes a position', () =>
      given(history)
        .when((s) => assignPosition({ personId: 'P1', position: 'Supervisor', positionId: '' }, s))
        .then([
          {
            type: 'catalog.PersonPositionAssigned',
            data: { personId: 'P1', position: 'Supervisor', positionId: '' },
          },
        ]));
  });
});
