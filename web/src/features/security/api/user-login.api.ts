import { API, APPLICATION, type CaptchaChallenge, type ConfirmPasswordResult, type LoginUserRecord } from '@faena/contracts';
import { http } from '../../../lib/http';

export const getLoginUser = (IdCliente: string, IdUsuario: string) => http.put<LoginUserRecord>(API.getLoginUser.path, { IdCliente, IdUsuario });

export const confirmCurrentPassword = (IdCliente: string, IdUsuario: string, claveUsuario: string) =>
  http.put<ConfirmPasswordResult>(API.confirmPassword.path, { IdCliente, IdUsuario, claveUsuario }).then((r) => r.resulado === true);

export async function updateLoginPassword(IdCliente: string, IdUsuario: string, Clave: string): Promise<void> {
  const { token } = await http.get<CaptchaChallenge>(API.captchaChallenge.path, { action: 'submit' });
  await http.put(API.updateLoginPassword.path, { IdCliente, IdUsuario, Clave, IdTipoAplicacion: APPLICATION.idTipoAplicacion, tokenClient: token });
}
