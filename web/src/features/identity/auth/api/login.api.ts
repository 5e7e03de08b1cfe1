import {
  API,
  APPLICATION,
  LOGIN_CODES,
  loginStatusMessage,
  type CaptchaChallenge,
  type CreatePasswordResult,
  type LoginCode,
  type LoginResponse,
  type MessageResult,
  type SessionUser,
  type TokenPair,
} from '@faena/contracts';
import { toUrl, trackPending, withUrlPath, type Query } from '../../../../lib/http';
import { currentLanguage } from '../../../../lib/i18n';

/** A failed step of the sign-in flow: the status-list text (minutes substituted), or a network failure. */
export class LoginFlowError extends Error {
  constructor(
    readonly code: LoginCode | 'network',
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

/** The message a failed step shows: the flow's own when it gave one, else `fallback`. */
export const flowFailure = (err: unknown, fallback: string): string =>
  err instanceof LoginFlowError && err.message ? err.message : fallback;

const isCode = (v: unknown): v is LoginCode =>
  typeof v === 'string' && (LOGIN_CODES as readonly string[]).includes(v);

/**
 * The alert's text (shell spec §8): the status-list message of the code, minutes substituted, and
 * for code 12 the answer's custom message (`detalle`) appended. An answer without a known code
 * shows its own message.
 */
function failure(body: unknown, status: number): LoginFlowError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as {
    code?: unknown;
    minutos?: unknown;
    message?: unknown;
    detalle?: unknown;
  };
  const text = isCode(b.code)
    ? loginStatusMessage(b.code, {
        minutos: typeof b.minutos === 'number' ? b.minutos : 0,
        lang: currentLanguage(),
        custom: typeof b.detalle === 'string' ? b.detalle : undefined,
      })
    : unknownFailureText(b.message);
  const code: LoginCode = isCode(b.code) ? b.code : '00';
  return new LoginFlowError(status === 0 ? 'network' : code, text, status);
}

/** An answer without a known code: its own message, else the status list's generic one. */
const unknownFailureText = (message: unknown): string =>
  (typeof message === 'string' && message) ||
  loginStatusMessage('00', { minutos: 0, lang: currentLanguage() });

interface CallOptions {
  body?: Record<string, unknown>;
  query?: Query;
  token?: string;
}

/** Sign-in calls carry their own token (the first-step one) and answer the spec's failure bodies; urlPath as every call. */
async function exchange<T>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { body, query, token }: CallOptions = {},
): Promise<T> {
  const sent = withUrlPath(method, { body, query });
  const res = await fetch(toUrl(path, sent.query), {
    method,
    headers: headersOf(Boolean(body), token),
    body: sent.body ? JSON.stringify(sent.body) : undefined,
  }).catch(() => {
    throw new LoginFlowError('network', '');
  });
  const parsed = parseJson(await res.text());
  if (!res.ok && res.status !== 509) throw failure(parsed, res.status);
  return (parsed as { result: T } | null)?.result as T;
}

/** JSON, the user's language, and the first step's token when the call carries one. */
function headersOf(hasBody: boolean, token: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** The answer's JSON, or null when it is empty or not JSON. */
function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** A sign-in call, counted in flight (top progress bar) as every API call. */
const call = <T>(...args: Parameters<typeof exchange>) => trackPending(() => exchange<T>(...args));

const app = {
  idAplicacion: APPLICATION.idAplicacion,
  idTipoAplicacion: APPLICATION.idTipoAplicacion,
};

/** The embedded captcha verifier, run with action "submit" before the guarded calls. */
export const captchaToken = () =>
  call<CaptchaChallenge>('GET', API.captchaChallenge.path, { query: { action: 'submit' } }).then(
    (r) => r.token,
  );

export async function login(username: string, password: string): Promise<LoginResponse> {
  const tokenClient = await captchaToken();
  return call<LoginResponse>('POST', API.login.path, {
    body: { username: username.trim().toUpperCase(), password, tokenClient, ...app },
  });
}

export const confirmCode = (username: string, codigo: string) =>
  call<TokenPair>('POST', API.confirmCode.path, { body: { username, codigo } });
export const resendCode = (username: string) =>
  call<MessageResult>('POST', API.resendCode.path, { body: { username } });

/** The profile, client and division the user chose to work in. */
export interface ProfileChoice {
  idPerfil: string;
  idCliente: string;
  idDivision: string;
}

export async function profileSignIn(
  token: string,
  { idPerfil, idCliente, idDivision }: ProfileChoice,
): Promise<TokenPair> {
  const tokenClient = await captchaToken();
  return call<TokenPair>('POST', API.profileSignIn.path, {
    body: { idPerfil, idCliente, idDivision, tokenClient },
    token,
  });
}

export const userByToken = (token: string) =>
  call<SessionUser>('GET', API.getUserByToken.path, { token });

/** The login flow's new password (POST SeguridadusuarioClave/crear): result.id 0 saved, 2 must differ from the previous one. */
export const createPassword = (
  token: string,
  {
    IdCliente,
    IdUsuario,
    Clave,
  }: { IdCliente: string | undefined; IdUsuario: string; Clave: string },
) =>
  call<CreatePasswordResult>('POST', API.createPassword.path, {
    body: {
      IdCliente,
      IdUsuario,
      Clave,
      IdUsuarioModificacion: IdUsuario,
      IdTipoAplicacion: APPLICATION.idTipoAplicacion,
    },
    token,
  });

export const recoverPassword = (IdUsuario: string, Correo: string) =>
  call<MessageResult>('PUT', API.recoverPassword.path, {
    body: { IdUsuario: IdUsuario.trim().toUpperCase(), Correo },
  });
