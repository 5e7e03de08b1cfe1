import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { MenuRecord, ProfileCharacteristic } from '@faena/contracts';
import { accessList, buildMenu, type MenuItem } from './menu';

/** Menus, menu options (access list), the selected title and the authorizer data; persisted. */
interface MenuState {
  records: MenuRecord[];
  menus: MenuItem[];
  options: string[];
  title: string;
  tipoPerfil: 'ADMIN' | 'AUTH' | 'OTHER';
  esAutorizador: boolean;
  rolesAutorizador: string[];
  loadedFor: string | null;
  setMenus: (key: string, records: MenuRecord[]) => void;
  setCharacteristics: (list: ProfileCharacteristic[], authorizer: boolean) => void;
  /** the authorizer roles of an administrator-type profile (ListarByUser) */
  setAuthorizerRoles: (roles: string[]) => void;
  setTitle: (title: string) => void;
  clear: () => void;
}

const empty = {
  records: [],
  menus: [],
  options: [],
  title: '',
  tipoPerfil: 'OTHER' as const,
  esAutorizador: false,
  rolesAutorizador: [],
  loadedFor: null,
};

export const useMenus = create<MenuState>()(
  persist(
    (set) => ({
      ...empty,
      setMenus: (loadedFor, records) =>
        set({ loadedFor, records, menus: buildMenu(records), options: accessList(records) }),
      // a non-empty characteristic list makes the profile administrator type; esAutorizador stays false
      setCharacteristics: (list, authorizer) =>
        set(
          list.length > 0
            ? { tipoPerfil: 'ADMIN', esAutorizador: false }
            : {
                tipoPerfil: authorizer ? 'AUTH' : 'OTHER',
                esAutorizador: authorizer,
                rolesAutorizador: [],
              },
        ),
      setAuthorizerRoles: (rolesAutorizador) => set({ rolesAutorizador }),
      setTitle: (title) => set({ title }),
      clear: () => set(empty),
    }),
    {
      name: 'vcg:menus',
      storage: createJSONStorage(() => localStorage),
      partialize: ({
        setMenus: _a,
        setCharacteristics: _b,
        setAuthorizerRoles: _e,
        setTitle: _c,
        clear: _d,
        ...rest
      }) => rest,
    },
  ),
);
