import { API, type RegisterBody, type RegisterResult } from '@faena/contracts';
import { http } from '../../../../lib/http';

/**
 * POST api/auth/register: a self-registration REQUEST (the spec has the call but no screen). It
 * grants no access: the answer is always PENDIENTE and an administrator creates the user later.
 */
export const requestRegistration = (body: RegisterBody): Promise<RegisterResult> =>
  http.post<RegisterResult>(API.register.path, body);
