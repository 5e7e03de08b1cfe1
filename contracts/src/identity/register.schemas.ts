import { z } from 'zod';
import { UsernameSchema } from './identity.schemas';

/**
 * POST /api/auth/register (the spec shows the call only). A self-registration is a REQUEST: it
 * records `identity.RegistrationRequested` on `identity.registration-<USERNAME>` and grants
 * nothing; an administrator creates the user (with profiles) later. The answer never says
 * whether the username or e-mail already exists.
 */
export const RegisterBodySchema = z.object({
  username: UsernameSchema.refine((u) => /^[A-Z0-9._-]+$/.test(u), 'identity:usernameFormat'),
  nombre: z.string({ error: 'common:requiredField' }).trim().min(1, 'common:requiredField').max(80),
  apellido: z
    .string({ error: 'common:requiredField' })
    .trim()
    .min(1, 'common:requiredField')
    .max(80),
  correo: z
    .string({ error: 'identity:emailRequired' })
    .trim()
    .min(1, 'identity:emailRequired')
    .max(120)
    .regex(z.regexes.email, 'identity:emailInvalid'),
  telefono: z.string().trim().max(20).regex(/^\d*$/, 'common:numericOnly').optional(),
  empresa: z.string().trim().max(120).optional(),
  motivo: z.string().trim().max(300).optional(),
  tokenClient: z.string().max(4000).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** The answer: always "received, pending review" (`estado` PENDIENTE) and a message in the caller's language. */
export interface RegisterResult {
  estado: 'PENDIENTE';
  message: string;
}

/** The files the shell downloads with GET /api/archivo/{hash}: the user manual per language. */
export const USER_MANUAL_KEYS = { es: 'manual-usuario-es', en: 'manual-usuario-en' } as const;
/** The name and type of each manual: the file GET /api/archivo/{hash} answers, and what the web asks for. */
export const USER_MANUAL_FILES = {
  es: { fileName: 'manual-usuario.pdf', fileType: 'application/pdf' },
  en: { fileName: 'user-manual.pdf', fileType: 'application/pdf' },
} as const;
export const FileKeySchema = z.string().regex(/^[a-z0-9-]{1,64}$/);
/** GET /api/archivo/:hash */
export const FileParamsSchema = z.object({ hash: FileKeySchema });

/** Downloaded file (spec §3). */
export interface DownloadedFile {
  fileName: string;
  fileType: string;
  fileBase64: string;
}
