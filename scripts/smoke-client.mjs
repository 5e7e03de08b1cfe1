// The smoke's HTTP client (scripts/smoke.mjs): the server's port and base URL, the `{ result }`
// call, the spec's sign-in and the step log.
export const PASSWORD = 'Faena.2026';
export const port = 20000 + (process.pid % 20000);
export const base = `http://127.0.0.1:${port}`;
export const id = (p) => `${p}-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;

export function step(name) {
  process.stdout.write(`smoke: ${name}\n`);
}

export async function call(method, path, { token, body, query } = {}) {
  const qs = query ? `?${new URLSearchParams(query)}` : '';
  const res = await fetch(`${base}${path}${qs}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text).result;
}

export async function signIn(username) {
  const { token: tokenClient } = await call('GET', '/api/captcha/challenge');
  const login = await call('POST', '/api/usuario/login', {
    body: { username, password: PASSWORD, tokenClient },
  });
  if (!login.accessToken) throw new Error(`${username}: the login answered no token`);
  return login.accessToken;
}
