import {
  catalogItemStream,
  CREDENTIAL_TYPES_CATALOG,
  IDENTIFICATION_REASONS_CATALOG,
  IDENTIFICATION_TYPES_CATALOG,
  type CredentialEvent,
} from '@faena/contracts';
import type { StreamReader, StreamSpec } from '../platform/commands/command-runner';
import { catalogItemSpec } from '../catalogs/catalog-streams';
import {
  evolveWorkerCredentials,
  initialWorkerCredentials,
  type ReasonFacts,
  type TypeFacts,
  type WorkerCredentials,
} from './domain/credentials.decider';

/** identification.credentials-<personId>-<clientId> as the credential deciders fold it. */
export const workerCredentialsSpec: StreamSpec<WorkerCredentials, CredentialEvent> = {
  initial: initialWorkerCredentials,
  evolve: evolveWorkerCredentials,
};

/** An active item of a global catalogue, read from its stream (null: absent or inactive). */
async function activeItem(reader: StreamReader, catalogId: string, code: string) {
  const item = await reader.load(catalogItemStream(catalogId, null, code), catalogItemSpec);
  return item.exists && item.active === 'S' ? item : null;
}

export async function identificationTypeExists(reader: StreamReader, code: string) {
  return (await activeItem(reader, IDENTIFICATION_TYPES_CATALOG, code)) !== null;
}

/** A credential type and its validity days (null when the item has none). */
export async function credentialTypeFacts(reader: StreamReader, code: string): Promise<TypeFacts> {
  const item = await activeItem(reader, CREDENTIAL_TYPES_CATALOG, code);
  if (!item) return null;
  const days = item.values['validityDays'];
  return { validityDays: typeof days === 'number' && days > 0 ? days : null };
}

/** A reason and its kind (E issue, I inactivation). */
export async function reasonFacts(reader: StreamReader, code: string): Promise<ReasonFacts> {
  const item = await activeItem(reader, IDENTIFICATION_REASONS_CATALOG, code);
  if (!item) return null;
  const kind = item.values['kind'];
  return { kind: kind === 'E' || kind === 'I' ? kind : null };
}
