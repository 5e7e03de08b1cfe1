import { z } from 'zod';
import { UsernameSchema, type SessionUser } from './identity.schemas';
import { MAINTENANCE_MAX_LENGTH } from './password-rules';

/**
 * The complete sign-in flow of spec/shell.md §4 and §7: bodies and answers of every call, field
 * names exactly as the spec. Every answer is wrapped in `{ result }`; urlPath (every call carries it) is taken off before validation (api http-setup).
 */
const captcha = z.string().max(4000).optional();
const yesNo = z.enum(['S', 'N']);
export type YesNo = z.infer<typeof yesNo>;
export const SECURITY_LEVELS = ['B', 'I', 'A'] as const;
export type SecurityLevel = (typeof SECURITY_LEVELS)[number];
const password = z
  .string({ error: 'common:requiredField' })
  .min(1, 'common:requiredField')
  .max(100);
const id = z.string().trim().min(1, 'common:requiredField').max(40);

/** POST /api/usuario/login — first step. */
export const LoginBodySchema = z.object({
  username: UsernameSchema,
  password,
  tokenClient: captcha,
  idAplicacion: z.string().max(10).optional(),
  idTipoAplicacion: z.string().max(10).optional(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const ProfileEntrySchema = z.object({
  IdPerfil: z.string(),
  Perfil: z.string(),
  IdUsuario: z.string(),
  NombreCompleto: z.string(),
});
export type ProfileEntry = z.infer<typeof ProfileEntrySchema>;
export const DivisionEntrySchema = z.object({
  IdCliente: z.string(),
  IdDivision: z.string(),
  Cliente: z.string(),
  Division: z.string(),
  IdPerfil: z.string(),
  Perfil: z.string(),
  IdPais: z.string(),
});
export type DivisionEntry = z.infer<typeof DivisionEntrySchema>;

/** The login response. accessToken/refreshToken are '' until the second factor when dobleAutenticacion is S. */
export const LoginResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  cambiarClaveCaducada: yesNo,
  dobleAutenticacion: yesNo,
  flagTelefono: yesNo,
  primeraClaveCambiada: yesNo,
  perfil: z.array(ProfileEntrySchema),
  division: z.array(DivisionEntrySchema),
  nombreCompleto: z.string(),
  contratista: z.boolean(),
  responsableContratista: z.boolean(),
  idCompania: z.string().nullable(),
  compania: z.string().nullable(),
  rolAcreditacion: z.string().nullable(),
  minutosCaduca: z.number(),
  longitudClave: z.number().int(),
  nivelSeguridadClave: z.enum(SECURITY_LEVELS),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * POST /api/usuario/authenticate answers the login step itself (same captcha, second factor,
 * password-change rules and refusal codes), plus the session user once its token carries the
 * profile's rights: null while a code is pending (tokens '') or the password must change first.
 */
export type AuthenticateResult = LoginResponse & { user: SessionUser | null };

/** Login failure codes of the spec's error catalogue (§8). */
export const LOGIN_CODES = [
  '00',
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
] as const;
export type LoginCode = (typeof LOGIN_CODES)[number];
/**
 * Body of a failed login step (401/403/423): message from the status list, minutes for 04 and 09;
 * for 12 the message ends with the custom text, also given alone as `detalle`.
 */
export const LoginFailureSchema = z.object({
  status: z.number(),
  code: z.enum(LOGIN_CODES),
  message: z.string(),
  minutos: z.number(),
  detalle: z.string().optional(),
});
export type LoginFailure = z.infer<typeof LoginFailureSchema>;

/** POST /api/usuario/confirmcode */
export const ConfirmCodeBodySchema = z.object({
  username: UsernameSchema,
  // numeric, 4 digits; only the last 4 are kept if longer (shell spec §5)
  codigo: z
    .string()
    .trim()
    .regex(/^\d{4,}$/, 'identity:codeFormat')
    .max(40, 'identity:codeFormat')
    .transform((c) => c.slice(-4)),
});
export type ConfirmCodeBody = z.infer<typeof ConfirmCodeBodySchema>;
export const TokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** POST /api/usuario/resendcode → { result: { message } } */
export const ResendCodeBodySchema = z.object({ username: UsernameSchema });
export type ResendCodeBody = z.infer<typeof ResendCodeBodySchema>;
export interface MessageResult {
  message: string;
}

/** POST /api/usuario/refreshTokenbyperfil (bearer: the first-step or current session) */
export const ProfileSignInBodySchema = z.object({
  idPerfil: id,
  idCliente: id.optional(),
  idDivision: id.optional(),
  tokenClient: captcha,
});
export type ProfileSignInBody = z.infer<typeof ProfileSignInBodySchema>;

/**
 * POST /api/usuario/refreshTokenPassword (unlock). The spec names the user `username` in the
 * call's row and `idUsuario` in the unlock row (§7): either is read.
 */
export const UnlockBodySchema = z.preprocess(
  (body) =>
    isRecord(body) && body.username === undefined && body.idUsuario !== undefined
      ? { ...body, username: body.idUsuario }
      : body,
  z.object({
    username: UsernameSchema,
    password,
    idPerfil: id.optional(),
    idAplicacion: z.string().max(10).optional(),
    idTipoAplicacion: z.string().max(10).optional(),
    tokenClient: captcha,
  }),
);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export type UnlockBody = z.infer<typeof UnlockBodySchema>;

/** A body the call ignores (logout, the idle probe): any object, or none. */
export const AnyBodySchema = z.object({}).loose().optional();

/** POST /api/usuario/validatelogin → { result: { valid, username, idPerfil } } */
export const ValidateLoginBodySchema = z
  .object({
    idAplicacion: z.string().max(10).optional(),
    idTipoAplicacion: z.string().max(10).optional(),
  })
  .loose();
export interface ValidateLoginResult {
  valid: boolean;
  username: string;
  idPerfil: string;
}
/** POST /api/usuario/validateMaxDowntime → remaining idle seconds before the lock */
export interface MaxDowntimeResult {
  maxSegundos: number;
  segundosInactivo: number;
  segundosRestantes: number;
  bloqueado: boolean;
}

/** POST /api/auth/forgot-password */
export const ForgotPasswordBodySchema = z.object({
  email: z.string().trim().regex(z.regexes.email, 'identity:emailInvalid').max(200),
});
/** PUT /api/SeguridadusuarioLogin/recuperarClave */
export const RecoverPasswordBodySchema = z.object({
  // the forgot form's own messages (shell spec §5): INGRESE USUARIO / INGRESE UN CORREO
  IdUsuario: z
    .string({ error: 'identity:usernameRequired' })
    .trim()
    .min(1, 'identity:usernameRequired')
    .max(20, 'identity:usernameTooLong')
    .transform((s) => s.toUpperCase()),
  Correo: z
    .string({ error: 'identity:emailRequired' })
    .trim()
    .min(1, { error: 'identity:emailRequired', abort: true })
    .regex(z.regexes.email, 'identity:emailInvalid')
    .max(200),
});
export type RecoverPasswordBody = z.infer<typeof RecoverPasswordBodySchema>;

/** POST /api/SeguridadusuarioClave/crear → result.id 0 ok, 2 must differ from previous passwords */
export const CreatePasswordBodySchema = z.object({
  IdCliente: id.optional(),
  IdUsuario: UsernameSchema,
  Clave: password,
  IdUsuarioModificacion: z.string().max(20).optional(),
  IdTipoAplicacion: z.string().max(10).optional(),
});
export type CreatePasswordBody = z.infer<typeof CreatePasswordBodySchema>;
export interface CreatePasswordResult {
  id: 0 | 1 | 2;
  message: string;
}

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

/** PUT /api/SeguridadusuarioLogin/obtener */
export const LoginUserQuerySchema = z.object({
  IdCliente: id.optional(),
  IdUsuario: UsernameSchema,
});
export interface LoginUserRecord {
  IdPersona: string;
  IdUsuario: string;
  Nombre: string;
  Apellido: string;
  IdTipoDocumento: string;
  Documento: string;
  Correo: string;
  Telefono: string;
  IdConfiguracionLogeo: string;
  Activo: 'S' | 'N';
  LongitudClave: number;
  NivelSeguridadClave: SecurityLevel;
  esNuevoRegistro: boolean;
}
/** PUT /api/SeguridadusuarioLogin/actualizar */
export const UpdateLoginPasswordBodySchema = z.object({
  IdCliente: id.optional(),
  IdUsuario: UsernameSchema,
  // the schema-wide error is the required message; the length check names its own (with the number)
  Clave: z
    .string({ error: 'PASSWORDREQUIRED' })
    .min(1, 'PASSWORDREQUIRED')
    .max(MAINTENANCE_MAX_LENGTH, `PASSWORDMAXLENGTH:${MAINTENANCE_MAX_LENGTH}`),
  IdTipoAplicacion: z.string().max(10).optional(),
  tokenClient: captcha,
});
export type UpdateLoginPasswordBody = z.infer<typeof UpdateLoginPasswordBodySchema>;
/** PUT /api/SeguridadusuarioLogin/confirmarClave → { resulado } (spelling as the spec) */
export const ConfirmPasswordBodySchema = z.object({
  IdCliente: id.optional(),
  IdUsuario: UsernameSchema,
  // the popup's field: required, at most 50 (shell spec §5), with the screen's messages
  claveUsuario: z
    .string({ error: 'PASSWORDREQUIRED' })
    .min(1, 'PASSWORDREQUIRED')
    .max(MAINTENANCE_MAX_LENGTH, `PASSWORDMAXLENGTH:${MAINTENANCE_MAX_LENGTH}`),
});
export interface ConfirmPasswordResult {
  resulado: boolean;
}

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
