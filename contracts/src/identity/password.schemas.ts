import { z } from 'zod';
import { UsernameSchema } from './identity.schemas';
import { MAINTENANCE_MAX_LENGTH } from './password-rules';
import { captcha, id, password } from './login.fields';
import type { SecurityLevel } from './login.schemas';

/** Password calls of the sign-in flow (spec/shell.md §5): forgot, recover, create, change and confirm. */

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
