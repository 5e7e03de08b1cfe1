import { type CanActivate, type ExecutionContext, Injectable, type Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError, PERMISSIONS, type Permission } from '@faena/contracts';
import { ADMIN_SECRET_HEADER, ADMIN_SECRET_KEY, AdminSecret } from './admin-secret';
import {
  type AuthUser,
  PASSWORD_CHANGE_STEP_KEY,
  PERMISSIONS_ANY_KEY,
  PERMISSIONS_KEY,
  PUBLIC_KEY,
} from './auth-user';
import { TokenService } from './token.service';
import { IDLE_PROBE_KEY, SessionActivity } from './session-activity';
import { Clock } from '@faena/core';

type Handler = ReturnType<ExecutionContext['getHandler']>;

interface GuardedRequest {
  headers: Record<string, string | string[] | undefined>;
  user?: AuthUser;
}

/** The caller the admin secret stands for (the rebuild CLI). */
export const OPERATOR_USER: AuthUser = {
  sub: 'OPERATOR',
  pid: 'OPERATOR',
  cid: '',
  did: '',
  coid: null,
  perms: [...PERMISSIONS],
  ro: false,
  sid: 'operator',
};

/**
 * Global guard: @Public routes pass; otherwise a Bearer access token must verify (401
 * auth.required / auth.tokenInvalid), a session restricted to its password change reaches only
 * @PasswordChangeStep routes (403 auth.passwordChangeRequired), and the profile must hold every
 * @RequirePermission, and one at least of a table call's `{ any }` list (403).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly adminSecret: AdminSecret,
    private readonly activity: SessionActivity,
    private readonly clock: Clock,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType() !== 'http') return true;
    const targets: [Handler, Type] = [ctx.getHandler(), ctx.getClass()];
    if (this.marked(PUBLIC_KEY, targets)) return true;
    const req = ctx.switchToHttp().getRequest<GuardedRequest>();
    if (
      this.marked(ADMIN_SECRET_KEY, targets) &&
      this.adminSecret.matches(req.headers[ADMIN_SECRET_HEADER])
    ) {
      req.user = OPERATOR_USER;
      return true;
    }
    const token = bearerToken(req.headers.authorization);
    if (!token) throw new DomainError('auth.required');
    const user = await this.tokens.verifyAccess(token);
    req.user = user;
    this.admit(user, targets);
    return true;
  }

  /** A signed-in user: the password step first, the session's activity, then the permissions. */
  private admit(user: AuthUser, targets: [Handler, Type]): void {
    if (user.pwChange && !this.marked(PASSWORD_CHANGE_STEP_KEY, targets))
      throw new DomainError('auth.passwordChangeRequired');
    if (!this.marked(IDLE_PROBE_KEY, targets))
      this.activity.touch(user.sid, this.clock.now().getTime());
    if (!this.holdsRequired(user, targets)) throw new DomainError('auth.forbidden');
  }

  private marked(key: string, targets: [Handler, Type]): boolean {
    return this.reflector.getAllAndOverride<boolean | undefined>(key, targets) ?? false;
  }

  /** Every @RequirePermission, and one at least of a table call's `{ any }` list. */
  private holdsRequired(user: AuthUser, targets: [Handler, Type]): boolean {
    const all = this.reflector.getAllAndOverride<Permission[] | undefined>(
      PERMISSIONS_KEY,
      targets,
    );
    const any = this.reflector.getAllAndOverride<Permission[] | undefined>(
      PERMISSIONS_ANY_KEY,
      targets,
    );
    const holds = (p: Permission) => user.perms.includes(p);
    return (all ?? []).every(holds) && (any === undefined || any.some(holds));
  }
}

export function bearerToken(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
