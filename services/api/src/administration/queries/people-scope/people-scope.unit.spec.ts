import type { StoredEvent } from '@faena/contracts';
import { companyOfPerson, companyServes, hiddenCompanies } from './people-scope';

const tie = (companyId: string, clientId: string) => ({ companyId, clientId });
const event = (data: Record<string, unknown>) => ({ data }) as unknown as StoredEvent;

describe('people scope: whose people a client sees', () => {
  it('a company serves a client it holds a contract with, or any client while it holds none', () => {
    expect(companyServes([], 'A')).toBe(true);
    expect(companyServes([tie('E1', 'B'), tie('E1', 'A')], 'A')).toBe(true);
    expect(companyServes([tie('E1', 'B')], 'A')).toBe(false);
  });

  it('hides the companies tied to other clients only, from every contract', () => {
    const contracts = [
      tie('E1', 'A'),
      tie('E2', 'B'),
      tie('E3', 'B'),
      tie('E3', 'A'),
      tie('E4', 'C'),
      tie('E2', 'C'),
    ];
    expect(hiddenCompanies(contracts, 'A')).toEqual(['E2', 'E4']);
    expect(hiddenCompanies(contracts, 'B')).toEqual(['E1', 'E4']);
    expect(hiddenCompanies([], 'A')).toEqual([]);
  });

  it('reads the company a person belongs to from the last event naming one', () => {
    expect(
      companyOfPerson([
        event({ companyId: 'E1' }),
        event({ state: 'inactive' }),
        event({ companyId: 'E2' }),
        event({ position: 'x' }),
      ]),
    ).toBe('E2');
    expect(companyOfPerson([])).toBeNull();
  });
});
