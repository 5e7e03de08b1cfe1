import { z } from 'zod';
import { ProfileGrantSchema } from './identity.schemas';
import { LoginResponseSchema } from './login.schemas';

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
