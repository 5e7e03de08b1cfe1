import { z } from 'zod';
import { UsernameSchema, type SessionUser } from './identity.schemas';
import { captcha, id, password, yesNo } from './login.fields';

/**
 * The complete sign-in flow of spec/shell.md §4 and §7: bodies and answers of every call, field
 * names exactly as the spec. Every answer is wrapped in `{ result }`; urlPath (every call carries it) is taken off before validation (api http-setup).
 */
export type YesNo = z.infer<typeof yesNo>;
export const SECURITY_LEVELS = ['B', 'I', 'A'] as const;
export type SecurityLevel = (typeof SECURITY_LEVELS)[number];

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
