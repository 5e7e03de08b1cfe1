import {
  catalogById,
  catalogItemStream,
  type CatalogDefinition,
  type CatalogValues,
  type StoredEvent,
} from '@faena/contracts';
import type { StreamReader, StreamSpec } from '../platform/commands/command-runner';
import type { AuthUser } from '../platform/auth/auth-user';
import {
  evolveCatalogItem,
  initialCatalogItem,
  type CatalogItemState,
} from './domain/catalog-item.decider';

export const catalogItemSpec: StreamSpec<CatalogItemState> = {
  initial: initialCatalogItem,
  evolve: (state, event: StoredEvent) =>
    evolveCatalogItem(state, event as Parameters<typeof evolveCatalogItem>[1]),
};

/** The stream of an item known by id (`<catalogId>-<key>`). */
export const streamOfItem = (itemId: string) => `catalog.item-${itemId}`;

/** The scope value of a new item: its country, the caller's client, or none. */
export function scopeOf(
  def: CatalogDefinition,
  values: CatalogValues,
  user: Pick<AuthUser, 'cid'>,
): string | null {
  if (def.scope === 'country') return String(values['country'] ?? '');
  if (def.scope === 'client') return user.cid;
  return null;
}

/** Only the declared fields, '' read as "no value" (null); absent fields stay absent. */
export function valuesOf(def: CatalogDefinition, body: Record<string, unknown>): CatalogValues {
  const out: CatalogValues = {};
  for (const f of def.fields) {
    if (!(f.name in body) || body[f.name] === undefined) continue;
    const v = body[f.name];
    out[f.name] = v === '' || v === null ? null : (v as string | number);
  }
  return out;
}

/** Where a ref field's item is: a referenced list is in the same scope, or global. */
const refScopeOf = (refId: string, scope: string | null): string | null => {
  const refDef = catalogById(refId);
  return refDef && refDef.scope !== 'global' ? scope : null;
};

/** Ref fields whose item does not exist or is inactive (a referenced list is in the same scope or global). */
export async function missingRefs(
  reader: StreamReader,
  { def, scope, values }: { def: CatalogDefinition; scope: string | null; values: CatalogValues },
): Promise<string[]> {
  const missing: string[] = [];
  for (const f of def.fields) {
    const value = values[f.name];
    if (f.type !== 'ref' || !f.ref || value === null || value === undefined) continue;
    const stream = catalogItemStream(f.ref, refScopeOf(f.ref, scope), String(value));
    const ref = await reader.load(stream, catalogItemSpec);
    if (!ref.exists || ref.active !== 'S') missing.push(f.name);
  }
  return missing;
}

/** An item of a per-client catalogue is only reachable by the users of that client. */
export const reachable = (
  def: CatalogDefinition,
  state: CatalogItemState,
  user: Pick<AuthUser, 'cid'>,
): CatalogItemState =>
  state.exists && def.scope === 'client' && state.scope !== user.cid ? { exists: false } : state;
