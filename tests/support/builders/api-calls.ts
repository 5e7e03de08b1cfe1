import {
  API,
  STREAMS,
  type DomainEvent,
  type PersonRegistered,
  type StoredEvent,
} from '@faena/contracts';
import { randomUUID } from 'node:crypto';
import type { EventStore } from '@faena/core';
import type { Response } from 'supertest';
import type { TestApp } from '../api-app';
import { REQUEST_PICKED } from './accreditation';
import { personRegistered } from './administration';
import { identificationTypeAssigned } from './identification';
import { PDFS } from './pdf';

/** HTTP calls as a signed-in demo user (supertest, Bearer token). */
export function callsAs(app: TestApp, username: string) {
  const auth = async () => `Bearer ${await app.tokenFor(username)}`;
  return {
    post: async (path: string, body: unknown): Promise<Response> =>
      app.request
        .post(path)
        .set('Authorization', await auth())
        .send(body as object),
    get: async (path: string, query: Record<string, unknown> = {}): Promise<Response> =>
      app.request
        .get(path)
        .set('Authorization', await auth())
        .query(query as Record<string, string>),
    put: async (path: string, body: unknown): Promise<Response> =>
      app.request
        .put(path)
        .set('Authorization', await auth())
        .send(body as object),
  };
}
export type Calls = ReturnType<typeof callsAs>;

let counter = 0;
/** A command id no other test uses (8–64 chars of [A-Za-z0-9_-]). */
export function newCommandId(label = 'cmd'): string {
  counter += 1;
  return `t-${label}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Given streams for API tests: appends events as master data is loaded (the demo seed's way),
 * tagged with `tag` in the metadata, and answers the position of the last one.
 */
export async function givenStreams(
  store: EventStore,
  tag: string,
  writes: Array<{ stream: string; events: DomainEvent[] }>,
): Promise<number> {
  const results = await store.appendMulti(
    writes.map((w) => ({
      stream: w.stream,
      expected: 'any' as const,
      events: w.events.map((e) => {
        const id = randomUUID();
        const metadata = {
          eventId: id,
          commandId: `given-${tag}`,
          correlationId: tag,
          causationId: tag,
          userId: 'TEST',
          profileId: null,
          clientId: null,
          divisionId: null,
          occurredAt: new Date(0).toISOString(),
        };
        return { id, type: e.type, version: e.version ?? 1, data: e.data, metadata };
      }),
    })),
  );
  return Math.max(0, ...results.map((r) => r.position));
}

/** The events of a stream, by type (event-store checks after a race). */
export async function typesIn(store: EventStore, stream: string): Promise<string[]> {
  return (await store.readStream(stream)).map((e: StoredEvent) => e.type);
}

/**
 * Registers people in the catalog (master data, as the seed does) and answers the last position.
 * Each is given the FOTOCHECK identification type (a worker needs one to pass a door, issue 21)
 * unless `identificationType: null` leaves the person without one.
 */
export async function givenPeople(
  store: EventStore,
  tag: string,
  people: Array<
    Partial<PersonRegistered['data']> & {
      personId: string;
      companyId: string;
      identificationType?: string | null;
    }
  >,
): Promise<number> {
  return givenStreams(
    store,
    tag,
    people.flatMap(({ identificationType = 'FOTOCHECK', ...p }) => [
      {
        stream: STREAMS.person(p.personId),
        events: [personRegistered({ documentNumber: p.personId, ...p })],
      },
      ...(identificationType === null
        ? []
        : [
            {
              stream: STREAMS.personIdentification(p.personId),
              events: [
                identificationTypeAssigned({
                  personId: p.personId,
                  clientId: 'TEST',
                  identificationType,
                }),
              ],
            },
          ]),
    ]),
  );
}

/** Accredits a person over HTTP: SOLICITANTE submits, APROBADOR approves. Answers the approval. */
export async function accreditOverHttp(
  app: TestApp,
  input: { personId: string; contractId: string; startDate: string; endDate: string },
) {
  const submitted = await callsAs(app, 'SOLICITANTE').post(API.submitRequest.path, {
    commandId: newCommandId('acc'),
    reason: 'Ingreso a faena',
    ...REQUEST_PICKED,
    ...input,
  });
  if (submitted.status !== 201)
    throw new Error(`submit failed: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  const requestId = (submitted.body as { result: { id: string } }).result.id;
  const approved = await callsAs(app, 'APROBADOR').post(API.approveRequest.path, {
    commandId: newCommandId('apr'),
    requestId,
  });
  if (approved.status !== 200)
    throw new Error(`approve failed: ${approved.status} ${JSON.stringify(approved.body)}`);
  return {
    requestId,
    position: (approved.body as { result: { position: number } }).result.position,
  };
}

/**
 * A person's requirement document over HTTP, in force: SOLICITANTE submits the PDF, APROBADOR
 * approves it. Answers its docId.
 */
export async function approvedDocumentOverHttp(
  app: TestApp,
  input: { personId: string; typeCode: string; issuedOn: string; expiresOn: string },
): Promise<string> {
  const { personId, ...document } = input;
  const subject = { entity: 'P', id: personId };
  const submitted = await callsAs(app, 'SOLICITANTE').post(API.requirementDocumentSubmit.path, {
    commandId: newCommandId('doc'),
    subject,
    ...document,
    file: {
      fileName: `${document.typeCode}.pdf`,
      contentBase64: PDFS.valid(`${personId} ${document.typeCode}`).toString('base64'),
    },
  });
  if (submitted.status !== 201)
    throw new Error(`document failed: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  const { docId } = (submitted.body as { result: { docId: string } }).result;
  const approved = await callsAs(app, 'APROBADOR').post(API.requirementDocumentApprove.path, {
    commandId: newCommandId('rev'),
    subject,
    docId,
  });
  if (approved.status !== 200)
    throw new Error(`review failed: ${approved.status} ${JSON.stringify(approved.body)}`);
  return docId;
}
