import type { MarkCorrected, MarkGranted, MarkVoided } from '@faena/contracts';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type ProjectionContext } from '../runner/projection';

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

const entryId = (clientId: string, personId: string, markedAt: string) =>
  `${clientId}|${personId}|${markedAt.slice(0, 13)}`;

function putEntry(
  ctx: ProjectionContext,
  data: { clientId: string; personId: string; markedAt: string },
) {
  const entry: SiteEntry = {
    clientId: data.clientId,
    personId: data.personId,
    markedAt: data.markedAt,
  };
  ctx.put(SITE_ENTRIES_COLLECTION, entryId(data.clientId, data.personId, data.markedAt), entry);
}

/** A voided or corrected entry takes back its hour, when that hour's row is still this entry's. */
async function takeBack(
  ctx: ProjectionContext,
  data: { clientId: string; personId: string },
  markedAt: string,
): Promise<void> {
  const id = entryId(data.clientId, data.personId, markedAt);
  const entry = await ctx.get<SiteEntry>(SITE_ENTRIES_COLLECTION, id);
  if (entry?.markedAt === markedAt) ctx.remove(SITE_ENTRIES_COLLECTION, id);
}

/**
 * site-entries.v1: one row per person, client and hour with a granted entry mark; a supervisor's
 * void or correction of a manual entry (issue 20) moves or removes its row.
 */
export const siteEntriesProjection = defineProjection({
  name: 'site-entries.v1',
  collections: [{ name: SITE_ENTRIES_COLLECTION, indexes: [['clientId', 'markedAt']] }],
  ...handlersOf<MarkGranted | MarkVoided | MarkCorrected>({
    'access.MarkGranted': ({ data }, ctx) => {
      if (data.direction === 'E') putEntry(ctx, data);
    },
    'access.MarkVoided': async ({ data }, ctx) => {
      if (data.granted && data.direction === 'E') await takeBack(ctx, data, data.markedAt);
    },
    // a correction moves a granted entry's hour, or makes or unmakes an entry (denied ones have none)
    'access.MarkCorrected': async ({ data }, ctx) => {
      if (!data.granted) return;
      if (data.previous.mode === 'S') await takeBack(ctx, data, data.previous.markedAt);
      if (data.mode === 'S') putEntry(ctx, data);
    },
  }),
});
