import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  catalogCollection,
  DomainError,
  STREAMS,
  type CredentialDoc,
  type PersonStreamEvent,
  type PersonRow,
} from '@faena/contracts';
import { BlobStore, EventStore, ReadStore } from '@faena/core';
import { PeopleScope } from '../../../administration/queries/people-scope/people-scope';
import { foldEvents, type StreamSpec } from '../../../platform/commands/command-runner';
import { ReadWaiter } from '../../../platform/storage/read-waiter';
import { renderBadges, type BadgeData } from '../../badge';
import { CREDENTIALS_COLLECTION, PEOPLE_COLLECTION } from '../../identification.read-models';
import { CredentialBadgesQuery } from '../identification.queries';
import { inScope } from '../people-rows';

type Doc<T> = T & { [k: string]: unknown };
/** administration's clients read model (clients.v1): the client's name on the card's band */
const CLIENTS_COLLECTION = 'clients_v1';

/** The person's profile photo key, from the person's stream (identification's own view of it). */
const profilePhotoSpec: StreamSpec<string | null, PersonStreamEvent> = {
  initial: () => null,
  evolve: (state, e) =>
    e.type === 'catalog.PersonPhotoSet' && e.data.kind === 'profile' ? e.data.key : state,
};

/**
 * The badges (issue 21): each credential of the caller's client and of the people the caller may
 * see, with the person's name, document, company and profile photo, the credential type's
 * description and the validity; an inactivated credential is not printed (it no longer admits).
 */
@QueryHandler(CredentialBadgesQuery)
export class CredentialBadgesHandler implements IQueryHandler<CredentialBadgesQuery> {
  constructor(
    private readonly readStore: ReadStore,
    private readonly store: EventStore,
    private readonly blobs: BlobStore,
    private readonly waiter: ReadWaiter,
    private readonly people: PeopleScope,
  ) {}

  async execute({ user, credentialIds, language }: CredentialBadgesQuery): Promise<Uint8Array> {
    await this.waiter.waitFor(await this.store.headPosition());
    const scope = await this.people.gridScope(user);
    const docs = await this.readStore.getMany<Doc<CredentialDoc>>(
      CREDENTIALS_COLLECTION,
      credentialIds,
    );
    const rows = await this.readStore.getMany<Doc<PersonRow>>(
      PEOPLE_COLLECTION,
      [...docs.values()].map((d) => d.personId),
    );
    const client = await this.readStore.get<Doc<{ name: string }>>(CLIENTS_COLLECTION, user.cid);
    const badges: BadgeData[] = [];
    for (const id of credentialIds) {
      const { credential, person } = printable({
        credential: docs.get(id),
        rows,
        clientId: user.cid,
        scope,
      });
      badges.push({
        ...badgeOf(credential, person),
        credentialType: await this.typeName(credential.credentialType),
        client: client?.name ?? user.cid,
        ...(await this.photoOf(credential.personId)),
      });
    }
    return renderBadges(badges, language);
  }

  /** The credential type's description in its catalogue (the code when it has none). */
  private async typeName(code: string): Promise<string> {
    const [item] = await this.readStore.find<Doc<{ code: string; description?: string }>>(
      catalogCollection('credential-types'),
      { code },
      1,
    );
    return typeof item?.description === 'string' && item.description !== ''
      ? item.description
      : code;
  }

  private async photoOf(personId: string): Promise<Pick<BadgeData, 'photo'>> {
    const events = await this.store.readStream(STREAMS.person(personId));
    const key = foldEvents(events, profilePhotoSpec);
    const blob = key ? await this.blobs.get(key) : null;
    if (!blob) return {};
    const mime = blob.contentType === 'image/png' ? 'image/png' : 'image/jpeg';
    return { photo: { bytes: blob.bytes, mime } };
  }
}

type Scope = Parameters<typeof inScope>[1];

/**
 * The credential and its person, when the credential is of the caller's client, its person in the
 * caller's scope, and it is active (not found or inactive otherwise).
 */
function printable({
  credential,
  rows,
  clientId,
  scope,
}: {
  credential: Doc<CredentialDoc> | undefined;
  rows: ReadonlyMap<string, Doc<PersonRow>>;
  clientId: string;
  scope: Scope | null;
}): { credential: Doc<CredentialDoc>; person: Doc<PersonRow> } {
  const person = credential ? rows.get(credential.personId) : undefined;
  if (!credential || credential.clientId !== clientId || !person || !scope)
    throw new DomainError('identification.credentialNotFound');
  if (!inScope(person, scope)) throw new DomainError('identification.credentialNotFound');
  if (!credential.active) throw new DomainError('identification.credentialInactive');
  return { credential, person };
}

/** The badge's lines from the credential and its person. */
const badgeOf = (credential: Doc<CredentialDoc>, person: Doc<PersonRow>) => ({
  credentialId: credential.credentialId,
  fullName: person.fullName,
  documentType: person.documentType,
  documentNumber: person.documentNumber,
  company: person.companyName,
  startDate: credential.startDate,
  endDate: credential.endDate,
});
