import { Injectable } from '@nestjs/common';
import type { UserEvent } from '@faena/contracts';
import { Clock, EventStore, Ids, present, WrongExpectedRevisionError } from '@faena/core';
import { type AccountSecurity, securityFrom } from './account-security';
import { identityMetadata, userStream } from './identity.streams';
import { accountFrom, type UserAccount } from './user-account';

export interface UserState {
  account: UserAccount;
  security: AccountSecurity;
  revision: number;
}

/** One user event to append (type and data; id and metadata are added). */
export type UserEventInput = UserEvent extends infer E
  ? E extends { type: infer T; data: infer D }
    ? { type: T; data: D }
    : never
  : never;

/** What a decision on a user's state answers: the events to append and the outcome. */
export interface UserDecision<T> {
  events: UserEventInput[];
  outcome: T;
}

const MAX_ATTEMPTS = 5;

/**
 * Reads a user's stream and appends sign-in security events at the expected revision, deciding
 * again on a conflict: parallel guesses of a code or a password are counted one by one.
 */
@Injectable()
export class UserSecurityStore {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly ids: Ids,
  ) {}

  async load(username: string): Promise<UserState | null> {
    const events = await this.store.readStream(userStream(username));
    const account = accountFrom(events);
    if (!account) return null;
    return {
      account,
      security: securityFrom(events),
      revision: present(events.at(-1), "a registered user's last event").revision,
    };
  }

  /** Loads, decides and appends; `decide` must be pure given the state and the time. */
  async decide<T>(
    username: string,
    decide: (state: UserState | null, now: Date) => UserDecision<T> | Promise<UserDecision<T>>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const state = await this.load(username);
      const now = this.clock.now();
      const { events, outcome } = await decide(state, now);
      if (events.length === 0 || !state) return outcome;
      try {
        await this.append(state, events, now);
        return outcome;
      } catch (err) {
        if (!(err instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw err;
      }
    }
  }

  private async append(
    state: UserState,
    events: UserDecision<unknown>['events'],
    now: Date,
  ): Promise<void> {
    const commandId = this.ids.newId();
    const batch = events.map((e) => {
      const eventId = this.ids.newId();
      const metadata = identityMetadata({
        eventId,
        commandId: `user-${state.account.username}-${commandId}`,
        userId: state.account.username,
        at: now,
      });
      return { id: eventId, type: e.type, version: 1, data: e.data, metadata };
    });
    await this.store.append(userStream(state.account.username), batch, state.revision);
  }
}
