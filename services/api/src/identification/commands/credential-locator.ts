import { Injectable } from '@nestjs/common';
import { DomainError, type CredentialDoc } from '@faena/contracts';
import { EventStore, ReadStore } from '@faena/core';
import { ReadWaiter } from '../../platform/storage/read-waiter';
import type { AuthUser } from '../../platform/auth/auth-user';
import { CREDENTIALS_COLLECTION } from '../identification.read-models';

type Located = Pick<CredentialDoc, 'credentialId' | 'personId' | 'clientId'>;

/**
 * Which worker's stream holds a credential: the credentials read model, caught up to the head of
 * the log first (a credential issued a moment ago is found). A credential of another client is not
 * found. The worker's stream then decides (the read model only points at it).
 */
@Injectable()
export class CredentialLocator {
  constructor(
    private readonly readStore: ReadStore,
    private readonly store: EventStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async locate(user: AuthUser, credentialIds: string[]): Promise<Located[]> {
    await this.waiter.waitFor(await this.store.headPosition());
    const found = await this.readStore.getMany<CredentialDoc & Record<string, unknown>>(
      CREDENTIALS_COLLECTION,
      credentialIds,
    );
    return credentialIds.map((id) => {
      const doc = found.get(id);
      if (!doc || doc.clientId !== user.cid)
        throw new DomainError('identification.credentialNotFound');
      return { credentialId: id, personId: doc.personId, clientId: doc.clientId };
    });
  }
}
