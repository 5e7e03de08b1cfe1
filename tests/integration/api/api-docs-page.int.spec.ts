import { API } from '@faena/contracts';
import { closeTestApp, startTestApp, type TestApp } from '@faena/test-kit';

/**
 * /api/docs: Swagger UI over /api/docs-json, public, under its own Content-Security-Policy that
 * lets its scripts and styles come from 'self' only; the web app's CSP stays as it was.
 */
jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => closeTestApp(t));

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('the API docs page', () => {
  it('answers HTML that loads Swagger UI from its own folder, without signing in', async () => {
    const res = await t.request.get(API.apiDocs.path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...res.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(['/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']);
    expect(res.text).not.toMatch(/<script>/);
    expect(res.text).toContain('<link rel="stylesheet" href="/api/docs/swagger-ui.css">');
  });

  it('sends its own CSP: scripts from self only, no inline script', async () => {
    const res = await t.request.get(API.apiDocs.path);
    expect(res.status).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    // one policy, not the web app's appended to it (two headers would be joined with a comma)
    expect(csp).not.toContain(',');
  });

  it('serves the scripts and stylesheet the page loads, and nothing else of the package', async () => {
    const bundle = await t.request.get('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/^text\/javascript/);
    expect(bundle.text).toContain('SwaggerUIBundle');
    const init = await t.request.get('/api/docs/init.js');
    expect(init.text).toContain(`url: '${API.docsJson.path}'`);
    const css = await t.request.get('/api/docs/swagger-ui.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const other = await t.request.get('/api/docs/package.json');
    expect(other.status).toBe(404);
  });

  it('leaves the web app its own CSP', async () => {
    const docs = await t.request.get(API.apiDocs.path);
    const json = await t.request.get(API.docsJson.path);
    expect(json.headers['content-security-policy']).not.toBe(
      docs.headers['content-security-policy'],
    );
    expect(directive(String(json.headers['content-security-policy']), 'script-src')).toBe(
      "script-src 'self'",
    );
  });
});
