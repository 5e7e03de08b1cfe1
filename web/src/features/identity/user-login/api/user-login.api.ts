import {
  API,
  APPLICATION,
  type CaptchaChallenge,
  type ConfirmPasswordResult,
  type CreatePasswordResult,
  type LoginUserRecord,
} from '@faena/contracts';
import { http } from '../../../../lib/http';

export const getLoginUser = (IdCliente: string, IdUsuario: string) =>
  http.put<LoginUserRecord>(API.getLoginUser.path, { IdCliente, IdUsuario });

export const confirmCurrentPassword = (
  IdCliente: string,
  IdUsuario: string,
  claveUsuario: string,
) =>
  http
    .put<ConfirmPasswordResult>(API.confirmPassword.path, { IdCliente, IdUsuario, claveUsuario })
    .then((r) => r.resulado);

/** How a password save ended (spec §7, §8): result.id 0 saved, 2 equal to a previous one, anything else an error. */
export type PasswordSaveOutcome = 'saved' | 'mustDiffer' | 'failed';

export function passwordSaveOutcome(
  result: { id?: unknown } | null | undefined,
): PasswordSaveOutcome {
  if (result?.id === 0) return 'saved';
  return result?.id === 2 ? 'mustDiffer' : 'failed';
}

/** The screen's save: a captcha token, then PUT SeguridadusuarioLogin/actualizar (answers result.id as SeguridadusuarioClave/crear). */
export async function updateLoginPassword(
  IdCliente: string,
  IdUsuario: string,
  Clave: string,
): Promise<PasswordSaveOutcome> {
  const { token } = await http.get<CaptchaChallenge>(API.captchaChallenge.path, {
    action: 'submit',
  });
  const result = await http.put<CreatePasswordResult | null>(API.updateLoginPassword.path, {
    IdCliente,
    IdUsuario,
    Clave,
    IdTipoAplicacion: APPLICATION.idTipoAplicacion,
    tokenClient: token,
  });
  return passwordSaveOutcome(result);
}
