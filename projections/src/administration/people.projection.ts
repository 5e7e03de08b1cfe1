import {
  PERSON_GRID_FIELDS,
  type PersonPositionAssigned,
  type PersonStateChanged,
  type PersonUpdated,
  type PersonAccredited,
  type PersonRegistered,
  type PersonRequestClosed,
  type PersonRow,
} from '@faena/contracts';
import type { CollectionSpec } from '@faena/core';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocOf, type ProjectionContext } from '../runner/projection';

export const PEOPLE_COLLECTION = 'people_v1';
/** helper: which request accredited a person for a client, `<personId>:<clientId>` → AccreditingRequest */
export const PERSON_ACCREDITATIONS_COLLECTION = 'person_accreditations_v1';

export type PersonView = DocOf<PersonRow>;

/**
 * The people grid is scoped by company (the companies a client must not see: a NoneOf on
 * companyId), so each grid field's index carries companyId after it (a text filter counts from
 * the index alone) and the usual totals come from a counter (ADR 0005).
 */
export const PEOPLE_COLLECTION_SPEC: CollectionSpec = {
  name: PEOPLE_COLLECTION,
  indexes: [
    ...PERSON_GRID_FIELDS.map((f) => (f === 'companyId' ? f : [f, 'companyId'])),
    'documentType',
    'surnames',
  ],
  counters: [['companyId', 'condition', 'state']],
  // the global search: by name or document, accents ignored
  search: ['fullName', 'documentNumber'],
};
export interface AccreditingRequest {
  [key: string]: string;
  personId: string;
  clientId: string;
  requestId: string;
}

type Event =
  | PersonRegistered
  | PersonUpdated
  | PersonStateChanged
  | PersonPositionAssigned
  | PersonAccredited
  | PersonRequestClosed;
type PersonClient = { data: { personId: string; clientId: string } };

const accreditationId = (personId: string, clientId: string) => `${personId}:${clientId}`;
const personKeys = ({ data }: PersonClient) =>
  [
    [PEOPLE_COLLECTION, data.personId],
    [PERSON_ACCREDITATIONS_COLLECTION, accreditationId(data.personId, data.clientId)],
  ] as const;

async function setAccredited(
  ctx: ProjectionContext,
  { personId, clientId }: { personId: string; clientId: string },
  on: boolean,
): Promise<void> {
  const person = await ctx.get<PersonView>(PEOPLE_COLLECTION, personId);
  if (!person) return;
  const has = person.accreditedClients.includes(clientId);
  if (on === has) return;
  const accreditedClients = on
    ? [...person.accreditedClients, clientId]
    : person.accreditedClients.filter((c) => c !== clientId);
  ctx.put(PEOPLE_COLLECTION, personId, { ...person, accreditedClients, version: ctx.position });
}

/** A registration or a full snapshot (PersonUpdated): the row keeps its accreditations and state. */
async function putPerson(ctx: ProjectionContext, data: PersonRegistered['data']): Promise<void> {
  const existing = await ctx.get<PersonView>(PEOPLE_COLLECTION, data.personId);
  const state = data.condition === 'CESADO' ? 'terminated' : (existing?.state ?? 'active');
  const row: PersonView = {
    personId: data.personId,
    documentType: data.documentType,
    documentNumber: data.documentNumber,
    names: data.names,
    surnames: data.surnames,
    fullName: `${data.names} ${data.surnames}`.trim(),
    companyId: data.companyId,
    companyName: data.companyName,
    position: data.position,
    condition: data.condition,
    accreditedClients: existing?.accreditedClients ?? [],
    version: ctx.position,
    state,
    ...(data.details
      ? {
          email: data.details.email,
          startDate: data.details.startDate,
          endDate: data.details.endDate,
        }
      : {}),
  };
  ctx.put(PEOPLE_COLLECTION, row.personId, row);
}

async function patchPerson(
  ctx: ProjectionContext,
  personId: string,
  patch: Partial<PersonView>,
): Promise<void> {
  const person = await ctx.get<PersonView>(PEOPLE_COLLECTION, personId);
  if (person) ctx.put(PEOPLE_COLLECTION, personId, { ...person, ...patch, version: ctx.position });
}

/**
 * people.v1: PersonRow per person; `accreditedClients` gains a client on PersonAccredited and
 * loses it on PersonRequestClosed of the request that accredited (closing another request of the
 * same person and client changes nothing).
 */
export const peopleProjection = defineProjection({
  name: 'people.v1',
  collections: [
    PEOPLE_COLLECTION_SPEC,
    { name: PERSON_ACCREDITATIONS_COLLECTION, indexes: ['personId'] },
  ],
  ...handlersOf<Event>(
    {
      'catalog.PersonRegistered': ({ data }, ctx) => putPerson(ctx, data),
      'catalog.PersonUpdated': ({ data }, ctx) => putPerson(ctx, data),
      'catalog.PersonStateChanged': ({ data }, ctx) =>
        patchPerson(ctx, data.personId, { state: data.state }),
      'catalog.PersonPositionAssigned': ({ data }, ctx) =>
        patchPerson(ctx, data.personId, { position: data.position }),
      'accreditation.PersonAccredited': async ({ data }, ctx) => {
        const link: AccreditingRequest = {
          personId: data.personId,
          clientId: data.clientId,
          requestId: data.requestId,
        };
        ctx.put(
          PERSON_ACCREDITATIONS_COLLECTION,
          accreditationId(data.personId, data.clientId),
          link,
        );
        await setAccredited(ctx, data, true);
      },
      'accreditation.PersonRequestClosed': async ({ data }, ctx) => {
        const id = accreditationId(data.personId, data.clientId);
        const link = await ctx.get<AccreditingRequest>(PERSON_ACCREDITATIONS_COLLECTION, id);
        if (link?.requestId !== data.requestId) return;
        ctx.remove(PERSON_ACCREDITATIONS_COLLECTION, id);
        await setAccredited(ctx, data, false);
      },
    },
    {
      'catalog.PersonRegistered': ({ data }) => [[PEOPLE_COLLECTION, data.personId]],
      'catalog.PersonUpdated': ({ data }) => [[PEOPLE_COLLECTION, data.personId]],
      'catalog.PersonStateChanged': ({ data }) => [[PEOPLE_COLLECTION, data.personId]],
      'catalog.PersonPositionAssigned': ({ data }) => [[PEOPLE_COLLECTION, data.personId]],
      'accreditation.PersonAccredited': personKeys,
      'accreditation.PersonRequestClosed': personKeys,
    },
  ),
});
