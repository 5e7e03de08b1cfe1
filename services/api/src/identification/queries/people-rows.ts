import type { PersonRow } from '@faena/contracts';
import type { ReadStore, ScopeFilter } from '@faena/core';
import { PEOPLE_COLLECTION } from '../identification.read-models';

type Doc<T> = T & { [k: string]: unknown };
/** a listing reads at most this many people of the caller's scope */
export const MAX_PEOPLE = 2000;

/** The people of the scope whose name or document begins with the words of `text` (all when none). */
export async function peopleInScope(
  readStore: ReadStore,
  scope: ScopeFilter,
  text: string | undefined,
): Promise<PersonRow[]> {
  if (text && text.trim() !== '')
    return readStore.search<Doc<PersonRow>>(PEOPLE_COLLECTION, text, { scope, limit: MAX_PEOPLE });
  const page = await readStore.query<Doc<PersonRow>>(
    PEOPLE_COLLECTION,
    { skip: 0, take: MAX_PEOPLE, sort: [{ selector: 'fullName', desc: false }], filter: [] },
    scope,
  );
  return page.data;
}

/** The people scope's conditions (equal to a value, or none of a list) on a row. */
export const inScope = (row: Record<string, unknown>, scope: ScopeFilter) =>
  Object.entries(scope).every(([field, cond]) => {
    const value = row[field];
    return cond !== null && typeof cond === 'object' && 'notIn' in cond
      ? !cond.notIn.includes(value as never)
      : value === cond;
  });
