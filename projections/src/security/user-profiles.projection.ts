import type { UserProfileRow, UserRegistered } from '@faena/contracts';
import { INSERTION_ORDER, type CollectionSpec } from '@faena/core';
import { handlersOf } from '../runner/handlers';
import { defineProjection, type DocOf } from '../runner/projection';

/** v2: rows carry OrdenNombre, the name's sort key (a rebuild from the log fills it). */
export const USER_PROFILES_COLLECTION = 'user_profiles_v2';

/** A row of the listing plus the key the store sorts it by (not part of the answer). */
export type UserProfileView = DocOf<UserProfileRow & { OrdenNombre: string }>;

/** The grid's order: by name as Spanish reads it, then user and division. */
export const USER_PROFILES_ORDER = ['OrdenNombre', 'IdUsuario', 'IdDivision'] as const;

/**
 * The listing always filters by client and profile and sorts by USER_PROFILES_ORDER: one index
 * walks a page in that order, and a counter answers the total without reading the rows.
 */
export const USER_PROFILES_COLLECTION_SPEC: CollectionSpec = {
  name: USER_PROFILES_COLLECTION,
  indexes: [['IdCliente', 'IdPerfil', ...USER_PROFILES_ORDER, INSERTION_ORDER]],
  counters: [['IdCliente', 'IdPerfil']],
};

/**
 * A name's sort key as Spanish orders it, comparable byte by byte in any store: case and accents
 * set aside, ñ right after n ("{" follows "z").
 */
export function nameSortKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/ñ/g, 'n{')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The row of one profile grant (profile in a client's division) of a registered user. */
export function userProfileRows(data: UserRegistered['data']): UserProfileView[] {
  const NombreCompleto = `${data.firstName} ${data.lastName}`.trim();
  return data.profiles.map((p) => ({
    IdUsuario: data.username,
    NombreCompleto,
    OrdenNombre: nameSortKey(NombreCompleto),
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
 * user-profiles.v2: who holds which profile where, one row per user, profile and division (the
 * per-profile user listing of the security screens, `SeguridadUsuarioPerfil/listarbyPerfil`).
 */
export const userProfilesProjection = defineProjection({
  name: 'user-profiles.v2',
  collections: [USER_PROFILES_COLLECTION_SPEC],
  ...handlersOf<UserRegistered>({
    'identity.UserRegistered': ({ data }, ctx) => {
      for (const row of userProfileRows(data))
        ctx.put(
          USER_PROFILES_COLLECTION,
          `${row.IdUsuario}|${row.IdCliente}|${row.IdPerfil}|${row.IdDivision}`,
          row,
        );
    },
  }),
});
