import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { AccessClaims, Permission } from '@faena/contracts';

/** The caller, as the auth guard verified it from the access token. */
export interface AuthUser extends AccessClaims {
  /** username, also the userId of event metadata */
  sub: string;
}

export const PUBLIC_KEY = 'faena:public';
export const PERMISSIONS_KEY = 'faena:permissions';
/** The caller's profile must hold at least one of the listed permissions (the table's `{ any }`). */
export const PERMISSIONS_ANY_KEY = 'faena:permissionsAny';

/** The route needs no token (sign-in, health). */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** The caller's profile must hold every listed permission (checked on every call by the guard). */
export const RequirePermission = (...permissions: Permission[]) =>
  SetMetadata(PERMISSIONS_KEY, permissions);

export const PASSWORD_CHANGE_STEP_KEY = 'faena:passwordChangeStep';
/**
 * A call a session restricted to its password change may make (the change itself, logout): every
 * other call answers 403 auth.passwordChangeRequired to such a session (checked by the guard).
 */
export const PasswordChangeStep = () => SetMetadata(PASSWORD_CHANGE_STEP_KEY, true);

/** Injects the AuthUser the guard attached to the request. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser => {
    const req = ctx.switchToHttp().getRequest<{ user?: AuthUser }>();
    if (!req.user) throw new Error('CurrentUser used on a public route');
    return req.user;
  },
);

export function hasPermission(user: Pick<AuthUser, 'perms'>, permission: Permission): boolean {
  return user.perms.includes(permission);
}
