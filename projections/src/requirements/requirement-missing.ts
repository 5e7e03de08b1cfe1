import {
  requirementApplies,
  type PersonAccredited,
  type PersonRegistered,
  type PersonRequestOpened,
  type PersonUpdated,
  type RequirementApplicability,
  type RequirementEntity,
  type RequirementStatusRow,
  type RequirementTypeEvent,
} from '@faena/contracts';
import type { HandlerMap } from '../runner/handlers';
import type { DocOf, ProjectionContext } from '../runner/projection';
import { dropStale, missingRow, rowKey, STATUS } from './requirement-missing.rows';
import { person, REQUIREMENT_SUBJECTS_COLLECTION, type } from './requirement-subjects';

/** Where an accredited person stands (the compliance rule's placement, without a zone). */
interface PlacementDoc {
  [key: string]: unknown;
  position: string;
  /** clientId → contracts of the accredited periods */
  clients: Record<string, string[]>;
  /** requestId → contract (PersonRequestOpened: the contract of a v1 PersonAccredited) */
  opened: Record<string, string>;
  /** clientId → the type codes this projection wrote `missing` rows for */
  missing: Record<string, string[]>;
}
type TypeCard = {
  entity: RequirementEntity;
  active: boolean;
  applicability: RequirementApplicability;
};
interface TypesDoc {
  [key: string]: unknown;
  types: Record<string, TypeCard>;
}
interface PeopleDoc {
  [key: string]: unknown;
  personIds: string[];
}

const placementKey = (personId: string) => `A:${personId}`;
const TYPES_KEY = 'TYPES';
const PEOPLE_KEY = 'ACCREDITED';

const getPlacement = async (ctx: ProjectionContext, personId: string): Promise<PlacementDoc> =>
  (await ctx.get<PlacementDoc>(REQUIREMENT_SUBJECTS_COLLECTION, placementKey(personId))) ?? {
    position: '',
    clients: {},
    opened: {},
    missing: {},
  };
const getTypes = async (ctx: ProjectionContext): Promise<TypesDoc> =>
  (await ctx.get<TypesDoc>(REQUIREMENT_SUBJECTS_COLLECTION, TYPES_KEY)) ?? { types: {} };

/** The codes of the active person types that apply to the person for that client (sorted). */
function requiredCodes(types: TypesDoc, placement: PlacementDoc, clientId: string): string[] {
  const at = {
    clientIds: [clientId],
    contractIds: placement.clients[clientId] ?? [],
    positionTypeIds: placement.position ? [placement.position] : [],
    zoneId: null,
  };
  return Object.entries(types.types)
    .filter(([, t]) => t.active && t.entity === 'P' && requirementApplies(t.applicability, at))
    .map(([code]) => code)
    .sort();
}

/**
 * Writes a `missing` row for each applicable type the person has no document of (for that client),
 * and removes the missing rows of types that no longer apply. Document rows are never touched.
 */
async function refreshClient(ctx: ProjectionContext, personId: string, clientId: string) {
  const placement = await getPlacement(ctx, personId);
  const wanted = requiredCodes(await getTypes(ctx), placement, clientId);
  const missing: string[] = [];
  for (const code of wanted) {
    const row = await ctx.get<DocOf<RequirementStatusRow>>(
      STATUS,
      rowKey(personId, clientId, code),
    );
    if (row && row.status !== 'missing') continue;
    missing.push(code);
    if (row) continue;
    const fresh = await missingRow(ctx, { personId, clientId, code });
    ctx.put(STATUS, rowKey(personId, clientId, code), fresh);
    ctx.notify(`requirements:${clientId}`, 'requirement.changed', fresh);
  }
  await dropStale(ctx, { personId, clientId, codes: placement.missing[clientId] ?? [] }, missing);
  const next = { ...placement, missing: { ...placement.missing, [clientId]: missing } };
  ctx.put(REQUIREMENT_SUBJECTS_COLLECTION, placementKey(personId), next);
}

async function refreshPerson(ctx: ProjectionContext, personId: string): Promise<void> {
  const placement = await getPlacement(ctx, personId);
  for (const clientId of Object.keys(placement.clients))
    await refreshClient(ctx, personId, clientId);
}

async function accredited(ctx: ProjectionContext, data: PersonAccredited['data']): Promise<void> {
  const placement = await getPlacement(ctx, data.personId);
  const contractId = data.contractId ?? placement.opened[data.requestId] ?? null;
  const contracts = placement.clients[data.clientId] ?? [];
  const next =
    contractId === null || contracts.includes(contractId) ? contracts : [...contracts, contractId];
  const clients = { ...placement.clients, [data.clientId]: next };
  ctx.put(REQUIREMENT_SUBJECTS_COLLECTION, placementKey(data.personId), { ...placement, clients });
  const people = (await ctx.get<PeopleDoc>(REQUIREMENT_SUBJECTS_COLLECTION, PEOPLE_KEY)) ?? {
    personIds: [],
  };
  if (!people.personIds.includes(data.personId))
    ctx.put(REQUIREMENT_SUBJECTS_COLLECTION, PEOPLE_KEY, {
      personIds: [...people.personIds, data.personId],
    });
  await refreshClient(ctx, data.personId, data.clientId);
}

async function personChanged(ctx: ProjectionContext, data: PersonRegistered['data']) {
  person({ data }, ctx);
  const placement = await getPlacement(ctx, data.personId);
  if (placement.position === data.position) return;
  ctx.put(REQUIREMENT_SUBJECTS_COLLECTION, placementKey(data.personId), {
    ...placement,
    position: data.position,
  });
  await refreshPerson(ctx, data.personId);
}

async function typeChanged(ctx: ProjectionContext, data: RequirementTypeEvent['data']) {
  type({ data }, ctx);
  const { types } = await getTypes(ctx);
  const card: TypeCard = {
    entity: data.entity,
    active: data.active,
    applicability: data.applicability,
  };
  ctx.put(REQUIREMENT_SUBJECTS_COLLECTION, TYPES_KEY, { types: { ...types, [data.code]: card } });
  const people = await ctx.get<PeopleDoc>(REQUIREMENT_SUBJECTS_COLLECTION, PEOPLE_KEY);
  for (const personId of people?.personIds ?? []) await refreshPerson(ctx, personId);
}

export type MissingEvent =
  PersonRegistered | PersonUpdated | PersonRequestOpened | PersonAccredited | RequirementTypeEvent;

/**
 * The report's `missing` rows: the placements of accredited people (client, contracts, position)
 * and the types' applicability, kept beside the directory; a change to either refreshes the rows.
 */
export const MISSING_HANDLERS: HandlerMap<MissingEvent> = {
  'catalog.PersonRegistered': ({ data }, ctx) => personChanged(ctx, data),
  'catalog.PersonUpdated': ({ data }, ctx) => personChanged(ctx, data),
  'accreditation.PersonRequestOpened': async ({ data }, ctx) => {
    const placement = await getPlacement(ctx, data.personId);
    const opened = { ...placement.opened, [data.requestId]: data.contractId };
    ctx.put(REQUIREMENT_SUBJECTS_COLLECTION, placementKey(data.personId), { ...placement, opened });
  },
  'accreditation.PersonAccredited': ({ data }, ctx) => accredited(ctx, data),
  'requirements.RequirementTypeDefined': ({ data }, ctx) => typeChanged(ctx, data),
  'requirements.RequirementTypeUpdated': ({ data }, ctx) => typeChanged(ctx, data),
};
