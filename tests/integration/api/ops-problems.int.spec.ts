import { startTestApp, type TestApp } from '@faena/test-kit';

/** Every error answers application/problem+json { status, code, title, message, issues? }. */
describe('ops: problem answers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false });
  });
  afterAll(() => app.close());

  const expectProblem = (
    res: { status: number; headers: Record<string, string>; body: unknown },
    status: number,
    code: string,
  ) => {
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({
      status,
      code,
      title: expect.any(String) as string,
      message: expect.any(String) as string,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
  };

  it('answers 400 with the field path and its message key and text', async () => {
    const res = await app.request
      .post('/api/usuario/authenticate')
      .send({ username: 'A'.repeat(21), password: 'x' });
    expectProblem(res, 400, 'request.invalid');
    expect((res.body as { issues: unknown[] }).issues).toEqual([
      { path: 'username', message: 'identity:usernameTooLong', text: expect.any(String) as string },
    ]);
  });

  it('answers 404 resource.notFound for an unknown route, in the asked language', async () => {
    const es = await app.request.get('/api/NoExiste/listar');
    expectProblem(es, 404, 'resource.notFound');
    expect(es.body).toMatchObject({ message: 'No se encontró el registro.' });
    const en = await app.request
      .get('/api/NoExiste/listar')
      .set('Accept-Language', 'en-GB,en;q=0.9');
    expect(en.body).toMatchObject({ message: 'The record was not found.' });
  });

  it('answers 400 request.invalid for malformed JSON', async () => {
    const res = await app.request
      .post('/api/usuario/authenticate')
      .set('Content-Type', 'application/json')
      .send('{"username": "ADMIN",');
    expectProblem(res, 400, 'request.invalid');
  });

  it('answers 400 request.invalid for a body over 1 MB', async () => {
    const res = await app.request
      .post('/api/usuario/authenticate')
      .send({ username: 'ADMIN', password: 'x'.repeat(1024 * 1024 + 10) });
    expectProblem(res, 400, 'request.invalid');
  });

  it('answers a body declared far over the limit without cutting the connection first', async () => {
    const res = await app.request
      .post('/api/usuario/authenticate')
      .set('Content-Type', 'application/json')
      .send(`{"username":"${'x'.repeat(8 * 1024 * 1024)}"}`);
    expectProblem(res, 400, 'request.invalid');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 400 request.invalid for a body of a media type the API does not read', async () => {
    const res = await app.request
      .post('/api/usuario/authenticate')
      .set('Content-Type', 'application/xml')
      .send('<user>ADMIN</user>');
    expectProblem(res, 400, 'request.invalid');
  });

  it('sends security headers: CSP for the web app, no CORS by default', async () => {
    const res = await app.request.get('/health').set('Origin', 'http://evil.example');
    const csp = res.headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self'");
    // a fetched PDF (the badges) in the viewer: blob: frames only, no other origin
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toContain("object-src 'self' blob:");
    expect(csp).not.toMatch(/frame-src[^;]*(https?:|\*)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('ops: CORS allow-list', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      seed: false,
      config: { ALLOWED_ORIGINS: 'https://panel.mineraandina.pe' },
    });
  });
  afterAll(() => app.close());

  it('answers listed origins only', async () => {
    const listed = await app.request.get('/health').set('Origin', 'https://panel.mineraandina.pe');
    expect(listed.headers['access-control-allow-origin']).toBe('https://panel.mineraandina.pe');
    const other = await app.request.get('/health').set('Origin', 'http://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
