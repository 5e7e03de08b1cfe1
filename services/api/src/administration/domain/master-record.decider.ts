import { DomainError, type DomainEvent } from '@faena/contracts';
import { ownedBy, type Caller, type Tenancy } from './tenancy';

/**
 * The simple master records (positions, vehicles, customers, repositories): a registration and
 * full-snapshot updates on catalog.<kind>-<id>. `Registered` must not exist yet; `Updated` must.
 */
export interface RecordKind {
  registered: string;
  updated: string;
  /** whose records they are (tenancy.ts) */
  tenancy: Tenancy;
}

/** Positions and customers are a client's; a vehicle follows its company; repository paths are the platform's. */
export const RECORD_KINDS = {
  position: {
    registered: 'catalog.PositionRegistered',
    updated: 'catalog.PositionUpdated',
    tenancy: 'client',
  },
  vehicle: {
    registered: 'catalog.VehicleRegistered',
    updated: 'catalog.VehicleUpdated',
    tenancy: 'company',
  },
  customer: {
    registered: 'catalog.CustomerRegistered',
    updated: 'catalog.CustomerUpdated',
    tenancy: 'client',
  },
  repository: {
    registered: 'catalog.RepositoryRegistered',
    updated: 'catalog.RepositoryUpdated',
    tenancy: 'global',
  },
} as const satisfies Record<string, RecordKind>;
export type RecordKindName = keyof typeof RECORD_KINDS;

export type MasterRecord = Record<string, unknown> | null;

export const recordSpec = (kind: RecordKind) => ({
  initial: (): MasterRecord => null,
  evolve: (s: MasterRecord, e: DomainEvent): MasterRecord =>
    e.type === kind.registered || e.type === kind.updated ? (e.data as Record<string, unknown>) : s,
});

/** What a record command decides with: its kind, its fields and who calls. */
export type RecordInput = { kind: RecordKind; data: Record<string, unknown>; caller: Caller };

/** A client's record (tenancy 'client') is registered as the caller's client's. */
export function registerRecord(
  { kind, data, caller }: RecordInput,
  s: MasterRecord,
): DomainEvent[] {
  if (s) throw new DomainError('catalog.alreadyExists');
  return [
    {
      type: kind.registered,
      data: kind.tenancy === 'client' ? { ...data, clientId: caller.clientId } : data,
    },
  ];
}

/** Another client's record answers as a missing one; an update never changes whose it is. */
export function updateRecord({ kind, data, caller }: RecordInput, s: MasterRecord): DomainEvent[] {
  if (!s || (kind.tenancy === 'client' && !ownedBy(s, caller)))
    throw new DomainError('catalog.recordNotFound');
  const next = kind.tenancy === 'client' ? { ...data, clientId: s.clientId } : data;
  return JSON.stringify(next) === JSON.stringify(s) ? [] : [{ type: kind.updated, data: next }];
}
