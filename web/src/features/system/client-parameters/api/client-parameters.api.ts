import {
  API,
  ClientParametersAnswerSchema,
  CommandResultSchema,
  type SaveClientParametersBody,
} from '@faena/contracts';
import { http } from '../../../../lib/http';

/** The caller's client's parameters (the defaults while never saved). */
export const getClientParameters = () =>
  http
    .get<unknown>(API.getClientParameters.path)
    .then((r) => ClientParametersAnswerSchema.parse(r));

export const saveClientParameters = (body: SaveClientParametersBody) =>
  http.post<unknown>(API.saveClientParameters.path, body).then((r) => CommandResultSchema.parse(r));
