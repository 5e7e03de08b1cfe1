import type { EventStore } from '@faena/core';
import { accountFrom } from '../../../identity/user-account';
import { userStream } from '../../../identity/identity.streams';

/**
 * The full names ("Rosa Huamán Torres") of the users who wrote a timeline, read once per distinct
 * user (not per event) from their identity streams; a user not found keeps their username.
 */
export async function userNamesOf(
  store: EventStore,
  usernames: readonly string[],
): Promise<Map<string, string>> {
  const distinct = [...new Set(usernames)];
  const names = await Promise.all(
    distinct.map(async (username) => {
      const account = accountFrom(await store.readStream(userStream(username)));
      const full = account ? `${account.firstName} ${account.lastName}`.trim() : '';
      return [username, full || username] as const;
    }),
  );
  return new Map(names);
}
