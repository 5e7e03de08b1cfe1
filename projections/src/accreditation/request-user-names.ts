import type { HistoryEntry, UserRegistered } from '@faena/contracts';
import type { CollectionSpec } from '@faena/core';
import type { StoredOf } from '../runner/handlers';
import type { ProjectionContext } from '../runner/projection';

/** helper of requests.v3: each user's full name, for the timeline entries it pushes live */
export const REQUEST_USER_NAMES_COLLECTION = 'request_user_names_v1';
export const REQUEST_USER_NAMES_SPEC: CollectionSpec = {
  name: REQUEST_USER_NAMES_COLLECTION,
  indexes: [],
};

interface UserName {
  [key: string]: string;
  name: string;
}

/** A user registered (or registered again with other names): keeps "First Last". */
export function keepUserName({ data }: StoredOf<UserRegistered>, ctx: ProjectionContext): void {
  const name = `${data.firstName} ${data.lastName}`.trim();
  if (name !== '') ctx.put(REQUEST_USER_NAMES_COLLECTION, data.username, { name });
}

/** The entry with its author's full name, as the history answer gives it (unknown: left out). */
export async function withUserName(
  ctx: ProjectionContext,
  entry: HistoryEntry,
): Promise<HistoryEntry> {
  const user = await ctx.get<UserName>(REQUEST_USER_NAMES_COLLECTION, entry.userId);
  return user ? { ...entry, userName: user.name } : entry;
}
