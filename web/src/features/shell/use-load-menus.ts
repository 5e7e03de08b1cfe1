import { useEffect } from 'react';
import { API, APPLICATION, type MenuRecord, type ProfileCharacteristic } from '@faena/contracts';
import { http } from '../../lib/http';
import { hasPermission, useSession } from '../../stores/session.store';
import { useMenus } from './menu.store';

/** Loads the profile's menu and characteristics once per user, client and profile. */
export function useLoadMenus(): void {
  const user = useSession((s) => s.user);
  const key = user ? `${user.username}|${user.profile.clientId}|${user.profile.profileId}` : null;
  useEffect(() => {
    if (!user || !key || useMenus.getState().loadedFor === key) return;
    const { clientId, profileId } = user.profile;
    void http
      .get<MenuRecord[]>(API.menusByProfile.path, { IdCliente: clientId, IdPerfil: profileId, IdUsuario: user.username, IdAplicacion: APPLICATION.idAplicacion })
      .then((records) => useMenus.getState().setMenus(key, Array.isArray(records) ? records : []))
      .catch(() => useMenus.getState().setMenus(key, []));
    void http
      .get<ProfileCharacteristic[]>(API.profileCharacteristics.path, { IdCliente: clientId, IdPerfil: profileId, NumPagina: 0, TamPagina: 0 })
      .then((list) => useMenus.getState().setCharacteristics(Array.isArray(list) ? list : [], hasPermission(user, 'request.decide')))
      .catch(() => useMenus.getState().setCharacteristics([], hasPermission(user, 'request.decide')));
  }, [user, key]);
}
