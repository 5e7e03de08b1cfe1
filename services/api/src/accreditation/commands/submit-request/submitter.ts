import type { Submitter } from '../../domain/request.decider';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { StreamReader } from '../../../platform/commands/command-runner';
import { accountSpec, profileOf } from '../../../identity/user-account';
import { userStream } from '../../../identity/identity.streams';

/**
 * The caller as the request rules see them. Whether the profile is a contractor profile is not a
 * token claim, so it is read from the user's identity stream (the source of truth for profiles).
 */
export async function submitterOf(reader: StreamReader, user: AuthUser): Promise<Submitter> {
  const account = await reader.load(userStream(user.sub), accountSpec);
  const profile = account ? profileOf(account, user.pid) : null;
  return {
    userId: user.sub,
    clientId: user.cid,
    companyId: user.coid,
    contractor: profile?.contractor ?? false,
  };
}
