import { randomInt } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { type AppConfig, DEMO_PASSWORD, StartupError, isProduction, present } from '@faena/core';
import { verifyPassword } from '../identity/password-hasher';
import { UserDirectory } from '../identity/user-directory';
import { InjectConfig } from '../platform/storage/tokens';
import { DEMO_USERS } from './demo-users';

export interface AdminOutcome {
  username: string;
  /** this start registered the administrator */
  created: boolean;
  /** the password generated for it at this start (printed once), null when it came from ADMIN_PASSWORD or existed */
  generatedPassword: string | null;
}

/** The demo's administrator grant (every permission), without its demo password. */
const ADMIN = present(
  DEMO_USERS.find((u) => u.username === 'ADMIN'),
  'the demo user ADMIN',
);

const CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '-_.!#%+'];

/** 20 characters from a CSPRNG with an upper- and lower-case letter, a digit and a symbol (every password level accepts it). */
export function generatePassword(length = 20): string {
  const all = CLASSES.join('');
  const chars = CLASSES.map(randomCharOf);
  while (chars.length < length) chars.push(randomCharOf(all));
  return shuffled(chars).join('');
}

/** One character of `set`, uniformly from a CSPRNG. */
const randomCharOf = (set: string): string => set.charAt(randomInt(set.length));

/** A Fisher-Yates shuffle of `chars` (a new array) from a CSPRNG. */
function shuffled(chars: readonly string[]): string[] {
  const out = [...chars];
  const at = (k: number): string => out[k] ?? '';
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [at(j), at(i)];
  }
  return out;
}

/**
 * The first administrator outside the demo: with NODE_ENV=production (or ADMIN_PASSWORD set) the
 * user ADMIN is registered through the same UserDirectory the demo seed uses, with ADMIN_PASSWORD
 * or a generated password that must be changed at the first sign-in. In production a start is
 * refused while ADMIN still signs in with the demo password (a data folder made by `npm start`).
 */
@Injectable()
export class AdminBootstrap {
  private readonly logger = new Logger('Bootstrap');
  constructor(
    private readonly users: UserDirectory,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Whether this start creates the administrator itself (else the demo seed does, with the demo password). */
  get applies(): boolean {
    return isProduction(this.config) || this.config.ADMIN_PASSWORD !== undefined;
  }

  async run(): Promise<AdminOutcome> {
    const outcome = (await this.users.find(ADMIN.username))
      ? { username: ADMIN.username, created: false, generatedPassword: null }
      : await this.register();
    if (isProduction(this.config)) await this.refuseDemoPassword();
    return outcome;
  }

  private async register(): Promise<AdminOutcome> {
    const configured = this.config.ADMIN_PASSWORD;
    const password = configured ?? generatePassword();
    const generated = configured === undefined ? password : null;
    const { role: _role, ...admin } = ADMIN;
    await this.users.register({ ...admin, password, passwordChanged: generated === null });
    // another node starting at the same time may have registered it first, with its own password
    const account = await this.users.find(ADMIN.username);
    const created = account !== null && (await verifyPassword(password, account.passwordHash));
    if (created)
      this.logger.log(
        `administrator ${ADMIN.username} created (${generated ? 'generated password' : 'ADMIN_PASSWORD'})`,
      );
    return { username: ADMIN.username, created, generatedPassword: created ? generated : null };
  }

  private async refuseDemoPassword(): Promise<void> {
    const account = await this.users.find(ADMIN.username);
    if (account && (await verifyPassword(DEMO_PASSWORD, account.passwordHash))) {
      throw new StartupError(
        `user ${ADMIN.username} still has the demo password; NODE_ENV=production refuses it: change it in a start without NODE_ENV=production, or use a new DATA_DIR with ADMIN_PASSWORD`,
      );
    }
  }
}
