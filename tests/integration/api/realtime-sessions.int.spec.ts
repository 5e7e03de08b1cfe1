import { io, type Socket } from 'socket.io-client';
import { API, SOCKET_EVENTS, type JoinAck } from '@faena/contracts';
import { InProcessNoticeBus } from '@faena/core';
import { captchaToken, startTestApp, stopIfStarted, type TestApp } from '@faena/test-kit';

type Tokens = { accessToken: string; refreshToken: string };

/** How long a revoked session's socket may take to be dropped ("within seconds"). */
const DISCONNECT_WITHIN_MS = 5_000;

/**
 * A session's sockets end with the session: logout and refresh-token reuse disconnect them at
 * once, the handshake and room joins refuse the revoked session's still-unexpired access token,
 * and the revocation reaches the other api nodes over the notice bus.
 */
describe('realtime sockets of a revoked session', () => {
  const bus = new InProcessNoticeBus();
  let app: TestApp;
  /** a second api node (ROLE api) on the same stores, hearing the same notice bus */
  let other: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ bus });
    other = await startTestApp({ bus, dataDir: app.dataDir, seed: false, config: { ROLE: 'api' } });
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(async () => {
    await stopIfStarted(other, (o) => o.close());
    await stopIfStarted(app, (a) => a.close());
    await bus.close();
  });

  async function signIn(node: TestApp, username: string): Promise<Tokens> {
    const res = await node.request
      .post(API.authenticate.path)
      .send({ username, password: 'Faena.2026', tokenClient: await captchaToken(node.request) });
    expect(res.status).toBe(200);
    return (res.body as { result: Tokens }).result;
  }
  const logout = (node: TestApp, accessToken: string) =>
    node.request.post(API.logout.path).set('Authorization', `Bearer ${accessToken}`).send({});
  const refresh = (node: TestApp, refreshToken: string) =>
    node.request.post(API.refreshToken.path).send({ refreshToken });
  const me = (node: TestApp, accessToken: string) =>
    node.request.get(API.getUserByToken.path).set('Authorization', `Bearer ${accessToken}`);

  /** A socket on `node` with `token`: 'connected' or the handshake's refusal. */
  async function connect(
    node: TestApp,
    token: string,
  ): Promise<{ socket: Socket; outcome: string }> {
    const socket = io(node.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const outcome = await new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (err) => resolve(err.message));
    });
    return { socket, outcome };
  }
  async function liveSocket(node: TestApp, username: string, token: string): Promise<Socket> {
    const { socket, outcome } = await connect(node, token);
    expect(outcome).toBe('connected');
    const ack = (await socket.emitWithAck(SOCKET_EVENTS.join, {
      room: `requester:${username}`,
    })) as JoinAck;
    expect(ack).toMatchObject({ ok: true });
    return socket;
  }
  /** The disconnect reason once the server drops the socket, or 'still connected' after DISCONNECT_WITHIN_MS. */
  const dropped = (socket: Socket) =>
    new Promise<string>((resolve) => {
      const timer = setTimeout(() => resolve('still connected'), DISCONNECT_WITHIN_MS);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });

  describe('when the user logs out', () => {
    it("disconnects the session's sockets and refuses their access token at the handshake", async () => {
      const tokens = await signIn(app, 'SOLICITANTE');
      const socket = await liveSocket(app, 'SOLICITANTE', tokens.accessToken);
      const stranger = await liveSocket(
        app,
        'CONTRATISTA',
        (await signIn(app, 'CONTRATISTA')).accessToken,
      );
      const gone = dropped(socket);
      expect((await logout(app, tokens.accessToken)).status).toBe(200);
      expect(await gone).toBe('io server disconnect');
      expect((await connect(app, tokens.accessToken)).outcome).toBe('auth.tokenInvalid');
      // another session's socket stays
      expect(stranger.connected).toBe(true);
      expect(
        await stranger.emitWithAck(SOCKET_EVENTS.join, { room: 'requester:CONTRATISTA' }),
      ).toMatchObject({ ok: true });
    });
  });

  describe('when a rotated-out refresh token is presented again (reuse)', () => {
    it("disconnects the family's sockets, whichever of its access tokens they used, and refuses them again", async () => {
      const first = await signIn(app, 'SOLICITANTE');
      const second = (await refresh(app, first.refreshToken)).body as { result: Tokens };
      const older = await liveSocket(app, 'SOLICITANTE', first.accessToken);
      const newer = await liveSocket(app, 'SOLICITANTE', second.result.accessToken);
      const gone = [dropped(older), dropped(newer)];
      const reused = await refresh(app, first.refreshToken);
      expect(reused.body).toMatchObject({ code: 'auth.refreshReused' });
      expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
      expect((await connect(app, first.accessToken)).outcome).toBe('auth.tokenInvalid');
      expect((await connect(app, second.result.accessToken)).outcome).toBe('auth.tokenInvalid');
    });
  });

  describe('on another api node', () => {
    it('hears the revocation over the notice bus: its sockets of the session drop and it refuses the token', async () => {
      const tokens = await signIn(app, 'APROBADOR');
      expect((await me(other, tokens.accessToken)).status).toBe(200);
      const elsewhere = await liveSocket(other, 'APROBADOR', tokens.accessToken);
      const gone = dropped(elsewhere);
      expect((await logout(app, tokens.accessToken)).status).toBe(200);
      expect(await gone).toBe('io server disconnect');
      expect((await connect(other, tokens.accessToken)).outcome).toBe('auth.tokenInvalid');
      expect((await me(other, tokens.accessToken)).status).toBe(401);
    });

    it('tells the node that signed the session in about a reuse detected on another node', async () => {
      const first = await signIn(app, 'AUDITOR');
      const second = (await refresh(other, first.refreshToken)).body as { result: Tokens };
      const here = await liveSocket(app, 'AUDITOR', second.result.accessToken);
      const gone = dropped(here);
      expect((await refresh(other, first.refreshToken)).body).toMatchObject({
        code: 'auth.refreshReused',
      });
      expect(await gone).toBe('io server disconnect');
      expect((await me(app, second.result.accessToken)).status).toBe(401);
    });
  });
});
