import {
  GRID_DEFAULTS,
  type FilterCondition,
  type GridQuery,
  type HomeFigureKey,
  type Permission,
} from '@faena/contracts';
import type { EqualityFilter } from '@faena/core';
import { hasPermission, type AuthUser } from '../../platform/auth/auth-user';
import { ZONES_COLLECTION, type ZoneDoc } from '../../access/access.read-models';
import {
  DEMOBILIZATIONS_COLLECTION,
  REQUESTS_COLLECTION,
} from '../../accreditation/accreditation.read-models';
import { demobilizationScope } from '../../accreditation/queries/list-demobilizations/list-demobilizations.handler';
import { requestScope } from '../../accreditation/queries/list-requests/list-requests.handler';
import { CREDENTIALS_COLLECTION } from '../../identification/identification.read-models';
import { freeBedsTonight, seatsLeftToday } from './capacity-figures';
import type { FigureContext } from './figure-context';

export type { FigureContext } from './figure-context';

/**
 * One figure of the landing dashboard: who sees it (any of `permissions`) and how its number is
 * computed, with the same scope as the grid or board the web links it to. Later modules add theirs.
 */
export interface FigureDefinition {
  key: HomeFigureKey;
  permissions: readonly Permission[];
  compute: (ctx: FigureContext) => Promise<number>;
}

/** How many documents of a collection the scope and the filter allow (a counted, indexed query). */
async function countWhere(
  ctx: FigureContext,
  collection: string,
  where: { scope: EqualityFilter; filter: FilterCondition[] },
): Promise<number> {
  const query: GridQuery = {
    skip: 0,
    take: 1,
    sort: [...GRID_DEFAULTS.sort],
    filter: where.filter,
  };
  return (await ctx.readStore.query(collection, query, where.scope)).totalCount;
}

const statusIs = (status: string): FilterCondition[] => [
  { field: 'status', op: '=', value: status },
];

const MAX_ZONES = 1000;

export const HOME_FIGURES: readonly FigureDefinition[] = [
  {
    key: 'pendingApprovals',
    permissions: ['request.decide'],
    compute: (ctx) =>
      countWhere(ctx, REQUESTS_COLLECTION, {
        scope: requestScope(ctx.user),
        filter: statusIs('P'),
      }),
  },
  {
    key: 'observedRequests',
    permissions: ['request.submit'],
    compute: (ctx) =>
      countWhere(ctx, REQUESTS_COLLECTION, {
        scope: requestScope(ctx.user),
        filter: statusIs('O'),
      }),
  },
  {
    key: 'pendingDemobilizations',
    permissions: ['request.decide'],
    compute: (ctx) =>
      countWhere(ctx, DEMOBILIZATIONS_COLLECTION, {
        scope: demobilizationScope(ctx.user),
        filter: statusIs('P'),
      }),
  },
  {
    key: 'peopleOnSite',
    permissions: ['board.read'],
    compute: async ({ readStore, user }) => {
      const zones = await readStore.find<ZoneDoc>(
        ZONES_COLLECTION,
        { clientId: user.cid },
        MAX_ZONES,
      );
      return zones.reduce((sum, zone) => sum + zone.occupancy, 0);
    },
  },
  { key: 'freeBedsTonight', permissions: ['lodging.assign'], compute: freeBedsTonight },
  { key: 'seatsLeftToday', permissions: ['transport.reserve'], compute: seatsLeftToday },
  {
    // issued and still in force, never printed: the badges the office has yet to hand out
    key: 'credentialsToPrint',
    permissions: ['catalog.admin'],
    compute: (ctx) =>
      countWhere(ctx, CREDENTIALS_COLLECTION, {
        scope: { clientId: ctx.user.cid },
        filter: [
          { field: 'active', op: '=', value: true },
          { field: 'printed', op: '=', value: false },
          { field: 'endDate', op: '>=', value: ctx.today },
        ],
      }),
  },
];

/** The figures a caller's permissions allow, in the registry's order. */
export const figuresFor = (
  user: AuthUser,
  registry: readonly FigureDefinition[] = HOME_FIGURES,
): FigureDefinition[] => registry.filter((f) => f.permissions.some((p) => hasPermission(user, p)));
