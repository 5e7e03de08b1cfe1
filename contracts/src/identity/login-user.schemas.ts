import { z } from 'zod';
import { UsernameSchema } from './identity.schemas';
import { id } from './login.fields';
import { SECURITY_LEVELS, type YesNo } from './login.schemas';

/** The signed-in user's profile, menus, login security settings and authorizer entries. */

/** GET /api/SeguridadPerfilCaracteristica/listar */
export const ProfileCharacteristicQuerySchema = z.object({
  IdCliente: id,
  IdPerfil: id,
  NumPagina: z.coerce.number().int().min(0).default(0),
  TamPagina: z.coerce.number().int().min(0).default(0),
});
export interface ProfileCharacteristic {
  IdPerfil: string;
  IdCaracteristica: string;
  Caracteristica: string;
}

/** GET /api/SeguridadMenu/listarPorPerfil */
export const MenuQuerySchema = z.object({
  IdCliente: id,
  IdPerfil: id,
  IdUsuario: UsernameSchema,
  IdAplicacion: z.string().max(10).default('AP02'),
});
export const MenuRecordSchema = z.object({
  IdMenu: z.string(),
  IdMenuPadre: z.string(),
  Modulo: z.string(),
  Orden: z.number().int(),
  Ruta: z.string(),
  Tag: z.string(),
  Icono: z.string(),
  Color: z.string(),
  Color2: z.string(),
  IdModulo: z.string(),
  IdAplicacion: z.string(),
});
export type MenuRecord = z.infer<typeof MenuRecordSchema>;

/** A client's security setting (stream identity.security-setting-<clientId>). */
export const SecuritySettingSchema = z.object({
  IdConfiguracionLogeo: z.string().trim().min(1).max(40),
  ConfiguracionLogeo: z.string().trim().min(1).max(100),
  NivelSeguridadClave: z.enum(SECURITY_LEVELS),
  LongitudClave: z.number().int().min(4).max(50),
  DiasCaducidadClave: z.number().int().min(0).max(3650),
  CambiarPrimeraClave: z.boolean(),
  NumeroIntentos: z.number().int().min(1).max(20),
  DiasInactivacion: z.number().int().min(0).max(3650),
  MinutosDesbloqueo: z.number().int().min(1).max(1440),
  DobleAutenticacion: z.enum(['N', 'CORREO', 'TELEFONO']),
  PorDefecto: z.boolean(),
});
export type SecuritySetting = z.infer<typeof SecuritySettingSchema>;
export const SecuritySettingsQuerySchema = z.object({ IdCliente: id });
export const SaveSecuritySettingBodySchema = z
  .object({ IdCliente: id })
  .extend(SecuritySettingSchema.shape);
export type SaveSecuritySettingBody = z.infer<typeof SaveSecuritySettingBodySchema>;

/** GET /api/captcha/challenge → { token } (embedded verifier; HMAC-signed, short-lived) */
export interface CaptchaChallenge {
  token: string;
}
/** GET /api/dev/mailbox?to= (development only) */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  body: string;
  kind: string;
  at: string;
}

/**
 * PUT /api/SeguridadUsuarioPerfil/listarbyPerfil (domain spec §6–7: "a per-profile user listing";
 * the body's shape is not shown): the users who hold a profile in a client, one row per division.
 * NumPagina / TamPagina as the characteristic call: 0 and 0 answer every row.
 */
export const UsersByProfileBodySchema = z.object({
  IdCliente: id,
  IdPerfil: id,
  NumPagina: z.coerce.number().int().min(0).default(0),
  TamPagina: z.coerce.number().int().min(0).max(500).default(0),
});
export type UsersByProfileBody = z.infer<typeof UsersByProfileBodySchema>;
export interface UserProfileRow {
  IdUsuario: string;
  NombreCompleto: string;
  Correo: string;
  Activo: YesNo;
  IdPerfil: string;
  Perfil: string;
  IdCliente: string;
  Cliente: string;
  IdDivision: string;
  Division: string;
  RolAcreditacion: string | null;
}

/**
 * GET /api/acreditacionautorizadorusuario/ListarByUser and
 * GET /api/SeguridadUsuarioPerfil/configuracionByUsuario (domain spec §7, "query params"): one's own
 * user by default; another user's only for an administrator of the client.
 */
export const UserOfClientQuerySchema = z.object({
  IdCliente: id,
  IdUsuario: UsernameSchema.optional(),
});
export type UserOfClientQuery = z.infer<typeof UserOfClientQuerySchema>;
/** ListarByUser: the user's accreditation authorizer entries in the client (profiles with CPAAUT or a role). */
export interface AuthorizerEntry {
  IdUsuario: string;
  IdCliente: string;
  IdPerfil: string;
  Perfil: string;
  IdDivision: string;
  Division: string;
  RolAcreditacion: string | null;
  Caracteristicas: string[];
}
/** configuracionByUsuario: the login-security configuration the user signs in with, and its profiles there. */
export type UserConfiguration = SecuritySetting & {
  IdUsuario: string;
  IdCliente: string;
  Perfiles: Array<{ IdPerfil: string; Perfil: string; IdDivision: string; Division: string }>;
};
