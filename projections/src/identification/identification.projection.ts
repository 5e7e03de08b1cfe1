import type {
  CredentialDoc,
  IdentificationEvent,
  PersonIdentificationDoc,
  StoredEvent,
} from '@faena/contracts';
import { INSERTION_ORDER, type CollectionSpec } from '@faena/core';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocOf, type ProjectionContext } from '../runner/projection';

export const CREDENTIALS_COLLECTION = 'credentials_v1';
export const PERSON_IDENTIFICATION_COLLECTION = 'identification_people_v1';
export type CredentialView = DocOf<CredentialDoc>;
export type PersonIdentificationView = DocOf<PersonIdentificationDoc>;

/** The grid reads a client's credentials (by company, by person); a worker's own are read by person. */
const CREDENTIALS_SPEC: CollectionSpec = {
  name: CREDENTIALS_COLLECTION,
  indexes: [
    ['clientId', INSERTION_ORDER],
    ['clientId', 'personId'],
    ['clientId', 'companyId'],
  ],
};
const PEOPLE_SPEC: CollectionSpec = {
  name: PERSON_IDENTIFICATION_COLLECTION,
  indexes: [['identificationType', 'personId']],
};

/** The identification screens of a client follow identification:<clientId> (administrators only). */
export const identificationRoom = (clientId: string) => `identification:${clientId}`;

type Ref = { credentialId: string; clientId: string };
/** Applies one change to a credential the projection knows (an unknown one is left alone). */
function credential<D extends Ref>(change: (data: D) => Partial<CredentialView>) {
  return async (event: StoredEvent<D>, ctx: ProjectionContext) => {
    const doc = await ctx.get<CredentialView>(CREDENTIALS_COLLECTION, event.data.credentialId);
    if (!doc) return;
    const next = { ...doc, ...change(event.data), version: ctx.position };
    ctx.put(CREDENTIALS_COLLECTION, doc.credentialId, next);
    ctx.notify(identificationRoom(doc.clientId), 'identification.changed', next);
  };
}
const own = ({ data }: { data: Ref }) => [[CREDENTIALS_COLLECTION, data.credentialId] as const];

/**
 * identification.v1: a row per credential (its type, dates, reference codes, reasons, printed flag)
 * and a document per person with the identification type assigned last.
 */
export const identificationProjection = defineProjection({
  name: 'identification.v1',
  collections: [CREDENTIALS_SPEC, PEOPLE_SPEC],
  ...handlersOf<IdentificationEvent>(
    {
      'identification.IdentificationTypeAssigned': ({ data }, ctx) => {
        const doc: PersonIdentificationView = {
          personId: data.personId,
          identificationType: data.identificationType,
          assignedBy: data.clientId,
          version: ctx.position,
        };
        ctx.put(PERSON_IDENTIFICATION_COLLECTION, data.personId, doc);
        ctx.notify(identificationRoom(data.clientId), 'identification.changed', doc);
      },
      'identification.CredentialIssued': ({ data, metadata }, ctx) => {
        const doc: CredentialView = {
          ...data,
          active: true,
          inactivationReason: null,
          inactivatedOn: null,
          printed: false,
          issuedAt: metadata.occurredAt,
          version: ctx.position,
        };
        ctx.put(CREDENTIALS_COLLECTION, data.credentialId, doc);
        ctx.notify(identificationRoom(data.clientId), 'identification.changed', doc);
      },
      'identification.CredentialInactivated': credential(({ reason, on }) => ({
        active: false,
        inactivationReason: reason,
        inactivatedOn: on,
      })),
      'identification.CredentialPrinted': credential(() => ({ printed: true })),
    },
    {
      'identification.CredentialInactivated': own,
      'identification.CredentialPrinted': own,
    },
  ),
});
