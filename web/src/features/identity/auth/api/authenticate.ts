import { API, APPLICATION, type LoginResult } from '@faena/contracts';
import { http } from '../../../../lib/http';

export interface Credentials {
  username: string;
  password: string;
}

/** POST /api/usuario/authenticate → tokens and the session user (first profile chosen). */
export const authenticate = ({ username, password }: Credentials) =>
  http.post<LoginResult>(API.authenticate.path, {
    username: username.trim().toUpperCase(),
    password,
    idAplicacion: APPLICATION.idAplicacion,
    idTipoAplicacion: APPLICATION.idTipoAplicacion,
  });
