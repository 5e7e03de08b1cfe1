import { CATALOG_MENU_GROUPS } from '@faena/contracts';
import en from '../../web/src/features/identity/session/locales/en.json';
import { menusFor } from '../../services/api/src/identity/menu-catalog';

/**
 * The header menus come from the server in Spanish; in English the web app shows each entry by its
 * code (web/src/app/shell/menu-label.ts), the catalogue screens and their groups by the catalogue's
 * own English label. A menu entry without its English text would show in Spanish on an English
 * screen: every code any profile gets has one.
 */
const PROFILES = [
  'PRF-ADMINISTRADOR',
  'PRF-APROBADOR',
  'PRF-SOLICITANTE',
  'PRF-CONTRATISTA',
  'PRF-AUDITOR',
  'PRF-MONITOR',
  'PRF-ADMCAMP',
  'PRF-GARITA',
];
const CATALOG_GROUPS = new Set(CATALOG_MENU_GROUPS.map((g) => `ADM-${g.id}`));

describe('menu labels', () => {
  it('every menu code a profile gets has its English text', () => {
    const codes = [
      ...new Set(PROFILES.flatMap((p) => menusFor(p, 'AP02').map((m) => m.IdMenu))),
    ].filter((code) => !code.startsWith('ADM-CAT-') && !CATALOG_GROUPS.has(code));
    const labels: Record<string, string> = en.menu;
    expect(codes.length).toBeGreaterThan(30);
    expect(codes.filter((code) => !labels[code])).toEqual([]);
  });
});
