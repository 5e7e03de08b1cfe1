import { Injectable } from '@nestjs/common';
import { STREAMS, type StoredEvent } from '@faena/contracts';
import type { ScopeFilter } from '@faena/core';
import type { AuthUser } from '../../../platform/auth/auth-user';
import { contractSpec } from '../../commands/administration-specs';
import { RECORD_KINDS, recordSpec } from '../../domain/master-record.decider';
import { callerOf, ownedBy, type Tenancy } from '../../domain/tenancy';
import { PeopleScope } from '../people-scope/people-scope';

/** What decides whose a record is: the client it names, or the company it follows. */
type Owner = { clientId?: unknown; companyId?: unknown } | null;

const foldRecord =
  (kind: keyof typeof RECORD_KINDS) =>
  (events: readonly StoredEvent[]): Owner => {
    const spec = recordSpec(RECORD_KINDS[kind]);
    return events.reduce(spec.evolve, spec.initial());
  };

/** The administration streams whose history follows their record's tenancy (people and documents: PeopleScope). */
const HISTORIES: ReadonlyArray<{
  prefix: string;
  tenancy: Tenancy;
  ownerOf: (events: readonly StoredEvent[], id: string) => Owner;
}> = [
  {
    prefix: STREAMS.company(''),
    tenancy: 'company',
    ownerOf: (_events, companyId) => ({ companyId }),
  },
  {
    prefix: STREAMS.contract(''),
    tenancy: 'client',
    ownerOf: (events) => events.reduce(contractSpec.evolve, contractSpec.initial()).row,
  },
  { prefix: STREAMS.vehicle(''), tenancy: 'company', ownerOf: foldRecord('vehicle') },
  { prefix: STREAMS.position(''), tenancy: 'client', ownerOf: foldRecord('position') },
  { prefix: STREAMS.customer(''), tenancy: 'client', ownerOf: foldRecord('customer') },
];

/**
 * The tenancy of the administration records (domain/tenancy.ts) applied to their reads: the grids
 * (and so their exports and pickers), the single records and their files, and the histories.
 */
@Injectable()
export class RecordScope {
  constructor(private readonly people: PeopleScope) {}

  /** A grid's scope for the caller, or null when it may list nothing; `namesCompany`: a contractor sees its own company's rows only. */
  async gridScope(
    user: AuthUser,
    tenancy: Tenancy,
    namesCompany = false,
  ): Promise<ScopeFilter | null> {
    if (tenancy === 'global') return {};
    if (tenancy === 'company') return this.people.gridScope(user);
    return namesCompany && user.coid
      ? { clientId: user.cid, companyId: user.coid }
      : { clientId: user.cid };
  }

  /** Whether the caller reaches a record of the given tenancy. */
  async reaches(user: AuthUser, tenancy: Tenancy, record: Owner): Promise<boolean> {
    if (tenancy === 'global') return true;
    if (tenancy === 'client') return ownedBy(record, callerOf(user));
    const companyId = record?.companyId;
    return typeof companyId !== 'string' || this.people.reaches(user, companyId);
  }

  /** Whether a stream's history is a record the caller does not reach (then it answers as missing). */
  async hidesHistory(
    stream: string,
    events: readonly StoredEvent[],
    user: AuthUser,
  ): Promise<boolean> {
    if (await this.people.hidesHistory(stream, events, user.cid)) return true;
    const rule = HISTORIES.find((h) => stream.startsWith(h.prefix));
    return (
      rule !== undefined &&
      !(await this.reaches(
        user,
        rule.tenancy,
        rule.ownerOf(events, stream.slice(rule.prefix.length)),
      ))
    );
  }
}
