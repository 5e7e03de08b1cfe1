import type { UserProfileRow, UserRegistered } from '@faena/contracts';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocOf } from '../runner/projection';

export const USER_PROFILES_COLLECTION = 'user_profiles_v1';

export type UserProfileView = DocOf<UserProfileRow>;

/** The row of one profile grant (profile in a client's division) of a registered user. */
export function userProfileRows(data: UserRegistered['data']): UserProfileView[] {
  return data.profiles.map((p) => ({
    IdUsuario: data.username,
    NombreCompleto: `${data.firstName} ${data.lastName}`.trim(),
    Correo: data.email,
    Activo: data.active === false ? 'N' : 'S',
    IdPerfil: p.profileId,
    Perfil: p.profileName,
    IdCliente: p.clientId,
    Cliente: p.clientName,
    IdDivision: p.divisionId,
    Division: p.divisionName,
    RolAcreditacion: p.accreditationRole,
  }));
}

/**
 * user-profiles.v1: who holds which profile where, one row per user, profile and division (the
 * per-profile user listing of the security screens, `SeguridadUsuarioPerfil/listarbyPerfil`).
 */
export const userProfilesProjection = defineProjection({
  name: 'user-profiles.v1',
  collections: [{ name: USER_PROFILES_COLLECTION, indexes: [['IdCliente', 'IdPerfil']] }],
  ...handlersOf<UserRegistered>({
    'identity.UserRegistered': ({ data }, ctx) => {
      for (const row of userProfileRows(data)) ctx.put(USER_PROFILES_COLLECTION, `${row.IdUsuario}|${row.IdCliente}|${row.IdPerfil}|${row.IdDivision}`, row);
    },
  }),
});
