import type { MarkGranted } from '@faena/contracts';
import { handlersOf } from '../runner/handlers';
import { defineProjection } from '../runner/projection';

/**
 * site_entries_v1: the granted entries of each client's site, at most one per person and hour
 * (UTC): the people-on-site trend counts the distinct people of a site day from a range of it.
 */
export const SITE_ENTRIES_COLLECTION = 'site_entries_v1';

export interface SiteEntry {
  [key: string]: string;
  clientId: string;
  personId: string;
  markedAt: string;
}

/** site-entries.v1: one row per person, client and hour with a granted entry mark. */
export const siteEntriesProjection = defineProjection({
  name: 'site-entries.v1',
  collections: [{ name: SITE_ENTRIES_COLLECTION, indexes: [['clientId', 'markedAt']] }],
  ...handlersOf<MarkGranted>({
    'access.MarkGranted': ({ data }, ctx) => {
      if (data.direction !== 'E') return;
      const id = `${data.clientId}|${data.personId}|${data.markedAt.slice(0, 13)}`;
      const entry: SiteEntry = {
        clientId: data.clientId,
        personId: data.personId,
        markedAt: data.markedAt,
      };
      ctx.put(SITE_ENTRIES_COLLECTION, id, entry);
    },
  }),
});
