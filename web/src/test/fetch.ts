/** A fetch Response as far as lib/http reads it. */
export function jsonResponse(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Map<string, string>() as unknown as Headers,
    text: () => Promise.resolve(text),
  } as Response;
}

/** The JSON a mocked fetch was sent (lib/http sends it as text); undefined when it sent none. */
export function sentJson(init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (body === undefined || body === null || body === '') return undefined;
  if (typeof body !== 'string')
    throw new Error('the mocked fetch was sent a body that is not text');
  return JSON.parse(body);
}

/** A mocked fetch's url as text, whichever form lib/http called it with. */
export const urlText = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
