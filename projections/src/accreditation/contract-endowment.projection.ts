import type {
  ContractAddendumAdded,
  ContractRegistered,
  ContractUpdated,
  EndowmentChangedPayload,
  MarkCorrected,
  MarkGranted,
  MarkVoided,
  PersonAccreditationEnded,
  PersonAccredited,
  PersonRequestClosed,
  PersonRequestOpened,
  QuotaSlotReleased,
  QuotaSlotTaken,
} from '@faena/contracts';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type ProjectionContext } from '../runner/projection';

/**
 * helper, `<personId>|<clientId>` → the contracts the person was accredited on (marks' lookup), and
 * where a demobilization ended one (the endowment query reads it: the request row keeps its dates)
 */
export const ENDOWMENT_PEOPLE_COLLECTION = 'endowment_people_v1';

/** One request of the person: its contract (open: sent and not decided yet). */
interface PersonContract {
  requestId: string;
  contractId: string;
  /** the cessation date a demobilization ended this accreditation at (the endowment stops counting it after) */
  ended?: string;
}
export interface EndowmentPerson {
  [key: string]: unknown;
  personId: string;
  clientId: string;
  /** open requests (PersonRequestOpened): a v1 PersonAccredited names no contract, they do */
  open: PersonContract[];
  /** accredited requests, the latest last (at most KEEP): whose counts a mark of the person moves */
  accredited: PersonContract[];
}
const KEEP = 10;

type Slot = { personId: string; clientId: string };
const personKey = ({ personId, clientId }: Slot) => `${personId}|${clientId}`;
const keysOf = ({ data }: { data: Slot }) =>
  [[ENDOWMENT_PEOPLE_COLLECTION, personKey(data)]] as const;

function changed(
  ctx: ProjectionContext,
  contractId: string,
  change: EndowmentChangedPayload['change'],
) {
  const payload: EndowmentChangedPayload = { contractId, change };
  ctx.notify(`endowment:${contractId}`, 'endowment.changed', payload);
}

async function personOf(ctx: ProjectionContext, slot: Slot): Promise<EndowmentPerson> {
  const found = await ctx.get<EndowmentPerson>(ENDOWMENT_PEOPLE_COLLECTION, personKey(slot));
  return found ?? { personId: slot.personId, clientId: slot.clientId, open: [], accredited: [] };
}

const without = (list: PersonContract[], requestId: string) =>
  list.filter((r) => r.requestId !== requestId);

/** Accredited: the contract (named, or the open request's) gains one accredited person. */
async function accredited(ctx: ProjectionContext, data: PersonAccredited['data']): Promise<void> {
  const person = await personOf(ctx, data);
  const opened = person.open.find((r) => r.requestId === data.requestId);
  const contractId = data.contractId ?? opened?.contractId;
  const open = without(person.open, data.requestId);
  if (!contractId) {
    ctx.put(ENDOWMENT_PEOPLE_COLLECTION, personKey(data), { ...person, open });
    return;
  }
  const entry = { requestId: data.requestId, contractId };
  const list = [...without(person.accredited, data.requestId), entry].slice(-KEEP);
  ctx.put(ENDOWMENT_PEOPLE_COLLECTION, personKey(data), { ...person, open, accredited: list });
  changed(ctx, contractId, 'accredited');
}

/**
 * A granted mark (or the void or correction of one) may move the person in or out of the site:
 * each contract the person is accredited on is told, after one lookup by key (prefetched).
 */
async function marked(ctx: ProjectionContext, data: Slot & { granted?: boolean }): Promise<void> {
  if (data.granted === false) return;
  const person = await ctx.get<EndowmentPerson>(ENDOWMENT_PEOPLE_COLLECTION, personKey(data));
  const contracts = new Set(person?.accredited.map((r) => r.contractId));
  for (const contractId of contracts) changed(ctx, contractId, 'onSite');
}

type Event =
  | PersonRequestOpened
  | PersonRequestClosed
  | PersonAccredited
  | PersonAccreditationEnded
  | QuotaSlotTaken
  | QuotaSlotReleased
  | ContractRegistered
  | ContractUpdated
  | ContractAddendumAdded
  | MarkGranted
  | MarkCorrected
  | MarkVoided;

/**
 * contract-endowment.v1: tells `endowment:<contractId>` when a count of the request form's endowment
 * panel may have moved: the quota (the contract registered, edited or extended), the slots held (a
 * request sent, rejected or removed takes or frees one), the people accredited (an approval, a
 * demobilization's end of the accreditation) and those on site (a granted mark of a person
 * accredited on the contract). The payload names the count only: the panel reads the endowment
 * again. Its one document per person and client maps the person to their contracts, so a door mark
 * costs one read by key.
 */
export const contractEndowmentProjection = defineProjection({
  name: 'contract-endowment.v1',
  collections: [{ name: ENDOWMENT_PEOPLE_COLLECTION, indexes: [] }],
  ...handlersOf<Event>(
    {
      'accreditation.PersonRequestOpened': async ({ data }, ctx) => {
        const person = await personOf(ctx, data);
        const entry = { requestId: data.requestId, contractId: data.contractId };
        const open = [...without(person.open, data.requestId), entry].slice(-KEEP);
        ctx.put(ENDOWMENT_PEOPLE_COLLECTION, personKey(data), { ...person, open });
      },
      'accreditation.PersonRequestClosed': async ({ data }, ctx) => {
        const person = await personOf(ctx, data);
        const open = without(person.open, data.requestId);
        ctx.put(ENDOWMENT_PEOPLE_COLLECTION, personKey(data), { ...person, open });
      },
      'accreditation.PersonAccredited': ({ data }, ctx) => accredited(ctx, data),
      'accreditation.PersonAccreditationEnded': async ({ data }, ctx) => {
        const person = await personOf(ctx, data);
        const ended = person.accredited.find((r) => r.requestId === data.requestId);
        if (!ended) return;
        const list = person.accredited.map((r) =>
          r === ended ? { ...r, ended: data.endDate } : r,
        );
        ctx.put(ENDOWMENT_PEOPLE_COLLECTION, personKey(data), { ...person, accredited: list });
        changed(ctx, ended.contractId, 'accredited');
      },
      'accreditation.QuotaSlotTaken': ({ data }, ctx) => changed(ctx, data.contractId, 'held'),
      'accreditation.QuotaSlotReleased': ({ data }, ctx) => changed(ctx, data.contractId, 'held'),
      'catalog.ContractRegistered': ({ data }, ctx) => changed(ctx, data.contractId, 'quota'),
      'catalog.ContractUpdated': ({ data }, ctx) => changed(ctx, data.contractId, 'quota'),
      'catalog.ContractAddendumAdded': ({ data }, ctx) => changed(ctx, data.contractId, 'quota'),
      'access.MarkGranted': ({ data }, ctx) => marked(ctx, data),
      'access.MarkCorrected': ({ data }, ctx) => marked(ctx, data),
      'access.MarkVoided': ({ data }, ctx) => marked(ctx, data),
    },
    {
      'accreditation.PersonRequestOpened': keysOf,
      'accreditation.PersonRequestClosed': keysOf,
      'accreditation.PersonAccredited': keysOf,
      'accreditation.PersonAccreditationEnded': keysOf,
      'access.MarkGranted': keysOf,
      'access.MarkCorrected': keysOf,
      'access.MarkVoided': keysOf,
    },
  ),
});
