import type { PersonCard } from '../api/guard.api';
import {
  GUARD_PEOPLE_KEPT,
  GUARD_PEOPLE_KEY,
  knownPerson,
  rememberPerson,
} from './guard-people.cache';

const card = (n: number): PersonCard => ({
  personId: `PER-${n}`,
  documentNumber: `4000${n}`,
  fullName: `Persona ${n}`,
  companyName: 'Minera Andina S.A.A.',
  position: 'Operador',
});

describe('the people a guard device looked up', () => {
  beforeEach(() => localStorage.clear());

  it('finds a remembered person by document number or person id, nobody else', () => {
    rememberPerson(card(1));
    expect(knownPerson('40001')).toEqual(card(1));
    expect(knownPerson('PER-1')).toEqual(card(1));
    expect(knownPerson('40002')).toBeNull();
  });

  it('keeps the latest card of a person once, and only the last 500 people', () => {
    rememberPerson(card(1));
    rememberPerson({ ...card(1), position: 'Supervisor' });
    expect(JSON.parse(localStorage.getItem(GUARD_PEOPLE_KEY) ?? '[]')).toEqual([
      { ...card(1), position: 'Supervisor' },
    ]);
    for (let i = 2; i <= GUARD_PEOPLE_KEPT + 1; i += 1) rememberPerson(card(i));
    expect(knownPerson('PER-1')).toBeNull();
    expect(knownPerson('PER-2')).toEqual(card(2));
  });

  it('reads a damaged entry as empty', () => {
    localStorage.setItem(GUARD_PEOPLE_KEY, '{oops');
    expect(knownPerson('40001')).toBeNull();
  });
});
