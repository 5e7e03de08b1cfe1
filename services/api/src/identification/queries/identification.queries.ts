import { Query } from '@nestjs/cqrs';
import type {
  CredentialRow,
  CredentialsQuery,
  PersonIdentificationQuery,
  PersonIdentificationRow,
} from '@faena/contracts';
import type { AuthUser } from '../../platform/auth/auth-user';

type Page<T> = { totalCount: number; data: T[] };

/** The caller's client's credentials, newest first, by the grid's filters. */
export class ListCredentialsQuery extends Query<Page<CredentialRow>> {
  constructor(
    readonly user: AuthUser,
    readonly query: CredentialsQuery,
    readonly afterPosition?: number,
  ) {
    super();
  }
}

/** The people the caller may see, with their identification type. */
export class ListPersonIdentificationQuery extends Query<Page<PersonIdentificationRow>> {
  constructor(
    readonly user: AuthUser,
    readonly query: PersonIdentificationQuery,
    readonly afterPosition?: number,
  ) {
    super();
  }
}

/** The badges of credentials of the caller's client, rendered as one PDF (front and back each). */
export class CredentialBadgesQuery extends Query<Uint8Array> {
  constructor(
    readonly user: AuthUser,
    readonly credentialIds: string[],
    readonly language: 'es' | 'en',
  ) {
    super();
  }
}
