import type { SecuritySetting } from '@faena/contracts';
import { liveTemporary } from './account-security';
import { LoginError } from './login-error';
import { afterWrongPassword, refusalBeforePassword, refusalForInactive } from './login-rules';
import { decideCode } from './two-factor';
import type { UserDecision, UserEventInput, UserState } from './user-security.store';

// The sign-in steps' decisions on a user's state (pure given the state and the time): what
// LoginService appends and answers. The catalogue's codes are in login-rules.ts.

export type Checked = { ok: true; state: UserState } | { ok: false; refusal: LoginError };

/** What the password step found before deciding: the password's match, or a temporary one's. */
export type PasswordCheck = {
  valid: boolean;
  /** the temporary password's hash the password matched (null: none) */
  temporary: string | null;
  viaTemporary: boolean;
  setting: SecuritySetting;
};

const unknownUser = () => new LoginError({ code: '01', minutos: 0, status: 401 });
const refused = (refusal: LoginError): UserDecision<Checked> => ({
  events: [],
  outcome: { ok: false, refusal },
});

/** The password step: blocked first, then a right password (or live temporary one), else a failure. */
export function decidePassword(
  state: UserState | null,
  now: Date,
  check: PasswordCheck,
): UserDecision<Checked> {
  if (!state) return refused(unknownUser());
  const before = refusalBeforePassword(state.security, now);
  if (before) return refused(new LoginError(before));
  const promoted =
    check.viaTemporary && check.temporary === liveTemporary(state.security, now)
      ? check.temporary
      : null;
  if (check.valid || promoted) return rightPassword(state, promoted);
  return wrongPassword(state, check.setting, now);
}

/** An inactive account is refused; else earlier failures are cleared and a temporary one promoted. */
function rightPassword(state: UserState, promoted: string | null): UserDecision<Checked> {
  const inactive = refusalForInactive(state.account.active !== false);
  if (inactive) return refused(new LoginError(inactive));
  const events: UserDecision<Checked>['events'] =
    state.security.failedAttempts > 0 ? [{ type: 'identity.LoginSucceeded', data: {} }] : [];
  if (promoted)
    events.push({
      type: 'identity.PasswordChanged',
      data: { passwordHash: promoted, mustChange: true },
    });
  return { events, outcome: { ok: true, state } };
}

/** A failure is counted; at the client's limit the account locks. */
function wrongPassword(
  state: UserState,
  setting: SecuritySetting,
  now: Date,
): UserDecision<Checked> {
  const wrong = afterWrongPassword(state.security, setting, now);
  const refusal = new LoginError(wrong.refusal);
  return { events: failureEvents(wrong), outcome: { ok: false, refusal } };
}

/** A wrong password is a failure; the one that reaches the limit locks the account too. */
export function failureEvents(wrong: ReturnType<typeof afterWrongPassword>): UserEventInput[] {
  const failed = { type: 'identity.LoginFailed', data: { reason: 'password' } } as const;
  return wrong.kind === 'lock'
    ? [failed, { type: 'identity.AccountLocked', data: { until: wrong.until, reason: 'attempts' } }]
    : [failed];
}

const wrongCode = () => new LoginError({ code: '08', minutos: 0, status: 401 });

/** The second step: blocked or inactive first, then the code (a third wrong guess locks). */
export function decideCodeStep(
  state: UserState | null,
  now: Date,
  guess: { codigo: string; setting: SecuritySetting },
): UserDecision<LoginError | UserState> {
  if (!state) return { events: [], outcome: wrongCode() };
  const before =
    refusalBeforePassword(state.security, now) ??
    refusalForInactive(state.account.active !== false);
  if (before) return { events: [], outcome: new LoginError(before) };
  switch (decideCode(state.security, guess.codigo, now)) {
    case 'ok':
      return { events: [{ type: 'identity.TwoFactorConfirmed', data: {} }], outcome: state };
    case 'missing':
      return { events: [], outcome: wrongCode() };
    case 'wrong':
      return {
        events: [{ type: 'identity.TwoFactorGuessFailed', data: {} }],
        outcome: wrongCode(),
      };
    case 'burn':
      return burnedCode(guess.setting, now);
  }
}

/** The last wrong guess: the code is gone and the account locks for the client's minutes. */
function burnedCode(setting: SecuritySetting, now: Date): UserDecision<LoginError | UserState> {
  const until = new Date(now.getTime() + setting.MinutosDesbloqueo * 60000).toISOString();
  return {
    events: [
      { type: 'identity.TwoFactorGuessFailed', data: {} },
      { type: 'identity.AccountLocked', data: { until, reason: 'code' } },
    ],
    outcome: new LoginError({ code: '09', minutos: setting.MinutosDesbloqueo, status: 423 }),
  };
}
