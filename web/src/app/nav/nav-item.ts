import type { Icon } from '@tabler/icons-react';
import type { SessionUser } from '@faena/contracts';
import { hasPermission } from '../../stores/session.store';

export interface NavItem {
  path: string;
  labelKey: string;
  descriptionKey: string;
  icon: Icon;
  testId: string;
  allowed: (user: SessionUser) => boolean;
}

type Permission = Parameters<typeof hasPermission>[1];

/** Whether the user holds any of the permissions. */
export const anyOf = (user: SessionUser, ...perms: Permission[]) =>
  perms.some((p) => hasPermission(user, p));

/**
 * The items of an administration group: `nav.<key>` labels, `nav-<key>` test ids, all allowed by
 * one permission.
 */
export const adminItems = (
  entries: readonly (readonly [string, string, Icon])[],
  permission: Permission,
): NavItem[] =>
  entries.map(([path, key, icon]) => ({
    path,
    labelKey: `nav.${key}`,
    descriptionKey: `nav.${key}Hint`,
    icon,
    testId: `nav-${key}`,
    allowed: (u: SessionUser) => anyOf(u, permission),
  }));
