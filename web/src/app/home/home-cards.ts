import type { SessionUser } from '@faena/contracts';
import { NAV_ITEMS, navItemsFor, type NavItem } from '../nav-items';

/**
 * The home cards: the route table's screens that the server's menu for the profile lists (its
 * access list), so every card opens a page the user may see; before the menu loads, the profile's.
 */
export function homeCardsFor(user: SessionUser | null, options: readonly string[]): NavItem[] {
  if (!user) return [];
  if (options.length === 0) return navItemsFor(user);
  const allowed = new Set(options.map((o) => o.toLowerCase()));
  return NAV_ITEMS.filter((item) => allowed.has(item.path.toLowerCase()));
}
