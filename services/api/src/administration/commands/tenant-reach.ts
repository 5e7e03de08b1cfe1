import { DomainError } from '@faena/contracts';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { MasterRecord } from '../domain/master-record.decider';
import type { Person } from '../domain/person.decider';
import type { PeopleScope } from '../queries/people-scope/people-scope';

/**
 * The writes' side of the people reads' rule (PeopleScope): whether the caller reaches a company
 * (a contractor its own; anyone else a company holding a contract with the caller's client, or
 * none). The facts come from the contracts read model, as the reads' do.
 */
export type Reach = (companyId: string) => Promise<boolean>;

export const reachOf =
  (people: PeopleScope, user: AuthUser): Reach =>
  (companyId) =>
    people.reaches(user, companyId);

/** A person whose company the caller does not reach answers as a missing one, as its reads do. */
export async function assertPersonInReach(reach: Reach, person: Person): Promise<void> {
  const companyId = person.snapshot?.companyId;
  if (companyId && !(await reach(companyId))) throw new DomainError('catalog.personNotFound');
}

/** The company a record is put in (a person's, a vehicle's) must be in reach, else it is as unknown. */
export async function assertCompanyInReach(reach: Reach, companyId: string): Promise<void> {
  if (!(await reach(companyId))) throw new DomainError('catalog.companyNotFound');
}

/** A record that follows its company (a vehicle): out of reach it is not found. */
export async function assertRecordInReach(reach: Reach, record: MasterRecord): Promise<void> {
  const companyId = record?.companyId;
  if (typeof companyId === 'string' && !(await reach(companyId)))
    throw new DomainError('catalog.recordNotFound');
}
