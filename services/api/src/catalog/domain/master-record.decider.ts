import { DomainError, type DomainEvent } from '@faena/contracts';

/**
 * The simple master records (positions, vehicles, customers, repositories): a registration and
 * full-snapshot updates on catalog.<kind>-<id>. `Registered` must not exist yet; `Updated` must.
 */
export interface RecordKind {
  registered: string;
  updated: string;
}

export const RECORD_KINDS = {
  position: { registered: 'catalog.PositionRegistered', updated: 'catalog.PositionUpdated' },
  vehicle: { registered: 'catalog.VehicleRegistered', updated: 'catalog.VehicleUpdated' },
  customer: { registered: 'catalog.CustomerRegistered', updated: 'catalog.CustomerUpdated' },
  repository: { registered: 'catalog.RepositoryRegistered', updated: 'catalog.RepositoryUpdated' },
} as const satisfies Record<string, RecordKind>;
export type RecordKindName = keyof typeof RECORD_KINDS;

export type MasterRecord = Record<string, unknown> | null;

export const recordSpec = (kind: RecordKind) => ({
  initial: (): MasterRecord => null,
  evolve: (s: MasterRecord, e: DomainEvent): MasterRecord =>
    e.type === kind.registered || e.type === kind.updated ? (e.data as Record<string, unknown>) : s,
});

export function registerRecord(kind: RecordKind, data: Record<string, unknown>, s: MasterRecord): DomainEvent[] {
  if (s) throw new DomainError('catalog.alreadyExists');
  return [{ type: kind.registered, data }];
}

export function updateRecord(kind: RecordKind, data: Record<string, unknown>, s: MasterRecord): DomainEvent[] {
  if (!s) throw new DomainError('catalog.recordNotFound');
  return JSON.stringify(data) === JSON.stringify(s) ? [] : [{ type: kind.updated, data }];
}
