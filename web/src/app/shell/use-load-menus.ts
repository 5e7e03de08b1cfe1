import { useEffect } from 'react';
import {
  API,
  APPLICATION,
  type AuthorizerEntry,
  type MenuRecord,
  type ProfileCharacteristic,
  type SessionUser,
} from '@faena/contracts';
import { http } from '../../lib/http';
import { hasPermission, useSession } from '../../stores/session.store';
import { useMenus } from './menu.store';

function loadAuthorizerRoles(IdCliente: string, IdUsuario: string): void {
  void http
    .get<AuthorizerEntry[]>(API.authorizerByUser.path, { IdCliente, IdUsuario })
    .then((entries) =>
      useMenus
        .getState()
        .setAuthorizerRoles(
          (Array.isArray(entries) ? entries : []).map((e) => e.RolAcreditacion ?? e.Perfil),
        ),
    )
    .catch(() => useMenus.getState().setAuthorizerRoles([]));
}

/**
 * Loads the profile's menu and characteristics once per user, client and profile; a non-empty
 * characteristic list makes the profile administrator type and loads its authorizer roles
 * (GET ListarByUser: the accreditation role, else the profile, of each authorizer entry).
 */
export function useLoadMenus(): void {
  const user = useSession((s) => s.user);
  const key = user ? `${user.username}|${user.profile.clientId}|${user.profile.profileId}` : null;
  useEffect(() => {
    if (!user || !key || useMenus.getState().loadedFor === key) return;
    loadMenuRecords(user, key);
    loadCharacteristics(user);
  }, [user, key]);
}

/** The profile's menu records, kept in the menu store under `key` (none when the call fails). */
function loadMenuRecords(user: SessionUser, key: string): void {
  const { clientId, profileId } = user.profile;
  void http
    .get<MenuRecord[]>(API.menusByProfile.path, {
      IdCliente: clientId,
      IdPerfil: profileId,
      IdUsuario: user.username,
      IdAplicacion: APPLICATION.idAplicacion,
    })
    .then((records) => useMenus.getState().setMenus(key, Array.isArray(records) ? records : []))
    .catch(() => useMenus.getState().setMenus(key, []));
}

/** The profile's characteristics; with any, the profile is administrator type: its authorizer roles too. */
function loadCharacteristics(user: SessionUser): void {
  const { clientId, profileId } = user.profile;
  const decides = hasPermission(user, 'request.decide');
  void http
    .get<ProfileCharacteristic[]>(API.profileCharacteristics.path, {
      IdCliente: clientId,
      IdPerfil: profileId,
      NumPagina: 0,
      TamPagina: 0,
    })
    .then((list) => {
      const characteristics = Array.isArray(list) ? list : [];
      useMenus.getState().setCharacteristics(characteristics, decides);
      if (characteristics.length > 0) loadAuthorizerRoles(clientId, user.username);
    })
    .catch(() => useMenus.getState().setCharacteristics([], decides));
}
