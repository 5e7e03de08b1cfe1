import { z } from 'zod';
import { ProfileGrantSchema } from './identity.schemas';
import { LoginResponseSchema, SECURITY_LEVELS } from './login.schemas';
import { MenuRecordSchema, SecuritySettingSchema } from './login-user.schemas';

/** GET /api/usuario/getUserByToken: the session's user and profiles. */
export const SessionUserSchema = z.object({
  username: z.string(),
  nombreCompleto: z.string(),
  pic: z.string().nullable(),
  profile: ProfileGrantSchema,
  profiles: z.array(ProfileGrantSchema.pick({ profileId: true, profileName: true })),
});
/** POST /api/usuario/authenticate: the login step's answer plus the user (null while a step is pending). */
export const AuthenticateAnswerSchema = LoginResponseSchema.extend({
  user: SessionUserSchema.nullable(),
});

/** resendcode, forgot-password, recuperarClave: a message for the user, in their language. */
export const MessageAnswerSchema = z.object({ message: z.string() });
/** validatelogin: the session is valid, for whom and in which profile (ValidateLoginResult). */
export const ValidateLoginAnswerSchema = z.object({
  valid: z.boolean(),
  username: z.string(),
  idPerfil: z.string(),
});
/** validateMaxDowntime: the idle seconds before the lock (MaxDowntimeResult). */
export const MaxDowntimeAnswerSchema = z.object({
  maxSegundos: z.number(),
  segundosInactivo: z.number(),
  segundosRestantes: z.number(),
  bloqueado: z.boolean(),
});
/** crear, actualizar: 0 changed, 1 refused, 2 equal to a previous one (CreatePasswordResult). */
export const PasswordChangeAnswerSchema = z.object({
  id: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  message: z.string(),
});
/** confirmarClave: whether the password is the user's ({ resulado }, spelled as the spec). */
export const ConfirmPasswordAnswerSchema = z.object({ resulado: z.boolean() });
export const ProfileCharacteristicsAnswerSchema = z.array(
  z.object({ IdPerfil: z.string(), IdCaracteristica: z.string(), Caracteristica: z.string() }),
);
export const MenusAnswerSchema = z.array(MenuRecordSchema);
/** listarbyPerfil: the users who hold a profile in a client, one row per division (UserProfileRow). */
export const UsersByProfileAnswerSchema = z.array(
  z.object({
    IdUsuario: z.string(),
    NombreCompleto: z.string(),
    Correo: z.string(),
    Activo: z.enum(['S', 'N']),
    IdPerfil: z.string(),
    Perfil: z.string(),
    IdCliente: z.string(),
    Cliente: z.string(),
    IdDivision: z.string(),
    Division: z.string(),
    RolAcreditacion: z.string().nullable(),
  }),
);
/** ListarByUser: the user's accreditation authorizer entries in the client (AuthorizerEntry). */
export const AuthorizerEntriesAnswerSchema = z.array(
  z.object({
    IdUsuario: z.string(),
    IdCliente: z.string(),
    IdPerfil: z.string(),
    Perfil: z.string(),
    IdDivision: z.string(),
    Division: z.string(),
    RolAcreditacion: z.string().nullable(),
    Caracteristicas: z.array(z.string()),
  }),
);
/** configuracionByUsuario: the setting the user signs in with and its profiles (UserConfiguration). */
export const UserConfigurationSchema = SecuritySettingSchema.extend({
  IdUsuario: z.string(),
  IdCliente: z.string(),
  Perfiles: z.array(
    z.object({
      IdPerfil: z.string(),
      Perfil: z.string(),
      IdDivision: z.string(),
      Division: z.string(),
    }),
  ),
});
export const SecuritySettingsAnswerSchema = z.array(SecuritySettingSchema);
/** guardar: the event store position of the saved setting. */
export const SavedSettingAnswerSchema = z.object({ position: z.number().int() });
/** SeguridadusuarioLogin/obtener: the user's login record (LoginUserRecord). */
export const LoginUserRecordSchema = z.object({
  IdPersona: z.string(),
  IdUsuario: z.string(),
  Nombre: z.string(),
  Apellido: z.string(),
  IdTipoDocumento: z.string(),
  Documento: z.string(),
  Correo: z.string(),
  Telefono: z.string(),
  IdConfiguracionLogeo: z.string(),
  Activo: z.enum(['S', 'N']),
  LongitudClave: z.number().int(),
  NivelSeguridadClave: z.enum(SECURITY_LEVELS),
  esNuevoRegistro: z.boolean(),
});
export const CaptchaChallengeSchema = z.object({ token: z.string() });
/** auth/register: always "received, pending review", with a message in the caller's language. */
export const RegisterAnswerSchema = z.object({
  estado: z.literal('PENDIENTE'),
  message: z.string(),
});
/** dev/mailbox (development only): what the outbox sent (OutboxMessage). */
export const MailboxAnswerSchema = z.array(
  z.object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    body: z.string(),
    kind: z.string(),
    at: z.string(),
  }),
);
/** expiretoken: true once the session is closed. */
export const LogoutAnswerSchema = z.literal(true);
