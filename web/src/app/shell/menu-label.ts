import { useTranslation } from 'react-i18next';
import { CATALOG_MENU_GROUPS, CATALOGS } from '@faena/contracts';
import type { MenuItem } from './menu';

/** The language to label in, and its translations (`t`) and whether a key has one (`has`). */
export interface MenuLanguage {
  lang: string;
  t: (key: string) => string;
  has: (key: string) => boolean;
}

/** English labels of the administration menus the server derives from the catalogue declarations. */
function catalogLabel(id: string): string | null {
  const catalog = CATALOGS.find((c) => `ADM-CAT-${c.id.toUpperCase()}` === id);
  if (catalog) return catalog.labels.en;
  return CATALOG_MENU_GROUPS.find((g) => `ADM-${g.id}` === id)?.labels.en ?? null;
}

/**
 * The label of a server menu item. The server's Modulo is Spanish only: in Spanish it is shown as
 * is; in another language the `session:menu.<IdMenu>` key, else the catalogue's own label, else
 * the server's label (so a menu id the web does not know yet still shows).
 */
export function menuLabel(id: string, serverLabel: string, { lang, t, has }: MenuLanguage): string {
  if (lang.startsWith('es')) return serverLabel;
  const key = `session:menu.${id}`;
  if (has(key)) return t(key);
  return catalogLabel(id) ?? serverLabel;
}

/** `(item) => label` in the current language. */
export function useMenuLabel(): (item: MenuItem) => string {
  const { t, i18n } = useTranslation();
  const language: MenuLanguage = {
    lang: i18n.language,
    t: (k) => t(k),
    has: (k) => i18n.exists(k),
  };
  return (item) => menuLabel(item.info.IdMenu, item.title, language);
}
