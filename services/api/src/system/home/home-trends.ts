import {
  addDays,
  GRID_DEFAULTS,
  type HomeTrendKey,
  type HomeTrendPoint,
  type Permission,
} from '@faena/contracts';
import { hasPermission, type AuthUser } from '../../platform/auth/auth-user';
import { REQUESTS_COLLECTION } from '../../accreditation/accreditation.read-models';
import { requestScope } from '../../accreditation/queries/list-requests/list-requests.handler';
import { SITE_ENTRIES_COLLECTION, type SiteEntryDoc } from '../../access/access.read-models';
import type { FigureContext } from './figure-context';
import { startOfSiteDay } from './site-day';

/** How many site days a trend line shows, today the last. */
export const TREND_DAYS = 14;

/** One trend line of the landing page: who sees it and its value for a site day. */
export interface TrendDefinition {
  key: HomeTrendKey;
  permissions: readonly Permission[];
  valueOn: (ctx: FigureContext, day: { start: string; end: string }) => Promise<number>;
}

/**
 * Requests sent on the day, in the requests grid's scope: a range on submittedAt, answered by the
 * collection's (clientId, submittedAt) index (or the requester's submittedBy one), no table scan.
 * Drafts are not sent (their submittedAt is the draft's time), so status I is left out.
 */
const requestsSubmitted: TrendDefinition = {
  key: 'requestsSubmitted',
  permissions: ['request.decide', 'request.submit'],
  valueOn: async ({ readStore, user }, { start, end }) => {
    const page = await readStore.query(
      REQUESTS_COLLECTION,
      {
        skip: 0,
        take: 1,
        sort: [...GRID_DEFAULTS.sort],
        filter: [
          { field: 'submittedAt', op: '>=', value: start },
          { field: 'submittedAt', op: '<', value: end },
          { field: 'status', op: '<>', value: 'I' },
        ],
      },
      requestScope(user),
    );
    return page.totalCount;
  },
};

/** At most this many entry rows of one site day are read (one per person and hour). */
const MAX_DAY_ENTRIES = 20_000;

/**
 * People who entered the client's site on the day (distinct people with a granted entry mark),
 * read from site_entries_v1 by its (clientId, markedAt) index over the day's range.
 */
const peopleOnSite: TrendDefinition = {
  key: 'peopleOnSite',
  permissions: ['board.read'],
  valueOn: async ({ readStore, user }, { start, end }) => {
    const page = await readStore.query<SiteEntryDoc>(
      SITE_ENTRIES_COLLECTION,
      {
        skip: 0,
        take: MAX_DAY_ENTRIES,
        sort: [{ selector: 'markedAt', desc: false }],
        filter: [
          { field: 'markedAt', op: '>=', value: start },
          { field: 'markedAt', op: '<', value: end },
        ],
      },
      { clientId: user.cid },
    );
    return new Set(page.data.map((e) => e.personId)).size;
  },
};

export const HOME_TRENDS: readonly TrendDefinition[] = [requestsSubmitted, peopleOnSite];

/** The trends a caller's permissions allow. */
export const trendsFor = (user: AuthUser, registry = HOME_TRENDS): TrendDefinition[] =>
  registry.filter((tr) => tr.permissions.some((p) => hasPermission(user, p)));

/** A trend's points over the last TREND_DAYS site days, oldest first. */
export function pointsOf(trend: TrendDefinition, ctx: FigureContext): Promise<HomeTrendPoint[]> {
  const days = Array.from({ length: TREND_DAYS }, (_, i) => addDays(ctx.today, i - TREND_DAYS + 1));
  return Promise.all(
    days.map(async (day) => ({
      day,
      value: await trend.valueOn(ctx, {
        start: startOfSiteDay(day, ctx.timeZone),
        end: startOfSiteDay(addDays(day, 1), ctx.timeZone),
      }),
    })),
  );
}
