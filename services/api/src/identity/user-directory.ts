import { Injectable } from '@nestjs/common';
import type { ProfileGrant, UserRegistered } from '@faena/contracts';
import { Clock, EventStore, WrongExpectedRevisionError, deterministicUuid } from '@faena/core';
import { emailStream, identityMetadata, userStream } from './identity.streams';
import { PasswordHasher } from './password-hasher';
import { accountFrom, type UserAccount } from './user-account';

export interface NewUser {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  documentType?: string;
  documentNumber?: string;
  password: string;
  profiles: ProfileGrant[];
  securitySettingId?: string;
  active?: boolean;
  passwordChanged?: boolean;
}

/** Reads users from their streams and registers new ones (the seed; user administration later). */
@Injectable()
export class UserDirectory {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly hasher: PasswordHasher,
  ) {}

  async find(username: string): Promise<UserAccount | null> {
    return accountFrom(await this.store.readStream(userStream(username)));
  }

  /** Records which user an e-mail belongs to (idempotent by event id); answers the position. */
  private async claimEmail(username: string, email: string, actor: string): Promise<number> {
    if (!email.trim()) return 0;
    const eventId = deterministicUuid(
      'identity.EmailClaimed',
      `${username}:${email.trim().toLowerCase()}`,
    );
    const metadata = identityMetadata({
      eventId,
      commandId: `claim-email-${username}`,
      userId: actor,
      at: this.clock.now(),
    });
    const result = await this.store.append(
      emailStream(email),
      [{ id: eventId, type: 'identity.EmailClaimed', version: 1, data: { username }, metadata }],
      'any',
    );
    return result.position;
  }

  /** Registers a user once; registering an existing username changes nothing. Answers the position. */
  async register(user: NewUser, actor = 'SYSTEM'): Promise<number> {
    const username = user.username.toUpperCase();
    const stream = userStream(username);
    const last = (await this.store.readStream(stream)).at(-1);
    if (last) return last.position;
    const event = await this.registered(user, { username, actor });
    try {
      const result = await this.store.append(stream, [event], 'no_stream');
      return Math.max(result.position, await this.claimEmail(username, user.email, actor));
    } catch (err) {
      // registered meanwhile (another node seeding the same demo): the first registration stands
      if (!(err instanceof WrongExpectedRevisionError)) throw err;
      const now = await this.store.readStream(stream);
      return now[now.length - 1]?.position ?? 0;
    }
  }

  /** The registration event of a new user: the password hashed, the id fixed by the username. */
  private async registered(user: NewUser, by: { username: string; actor: string }) {
    const { username, actor } = by;
    const { password, ...profile } = user;
    const data: UserRegistered['data'] = {
      ...profile,
      username,
      passwordHash: await this.hasher.hash(password),
    };
    const eventId = deterministicUuid('identity.UserRegistered', username);
    const metadata = identityMetadata({
      eventId,
      commandId: `register-user-${username}`,
      userId: actor,
      at: this.clock.now(),
    });
    return { id: eventId, type: 'identity.UserRegistered' as const, version: 1, data, metadata };
  }
}
