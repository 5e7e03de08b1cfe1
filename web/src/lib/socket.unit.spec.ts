import type { SessionUser } from '@faena/contracts';
import { useSession } from '../stores/session.store';
import { connectLive, disconnectLive } from './socket';

/** The socket.io client as lib/socket drives it: events, connect / disconnect, the handshake's auth callback. */
interface FakeSocket {
  connected: boolean;
  active: boolean;
  handlers: Map<string, (arg?: unknown) => void>;
  on: (event: string, handler: (arg?: unknown) => void) => void;
  connect: jest.Mock;
  disconnect: jest.Mock;
  auth: (cb: (data: { token: string | null }) => void) => void;
}

const fake = {} as FakeSocket;
jest.mock('socket.io-client', () => ({
  io: (opts: { auth: FakeSocket['auth'] }) => {
    Object.assign(fake, {
      connected: false,
      active: true,
      handlers: new Map(),
      connect: jest.fn(),
      disconnect: jest.fn(),
      auth: opts.auth,
    });
    fake.on = (event, handler) => void fake.handlers.set(event, handler);
    return fake;
  },
}));

const user = { username: 'SOLICITANTE' } as SessionUser;

/** The handshake: the token it sends; then the server accepts it. */
async function handshake(): Promise<string | null> {
  const token = await new Promise<string | null>((resolve) =>
    fake.auth((data) => resolve(data.token)),
  );
  Object.assign(fake, { connected: true, active: true });
  fake.handlers.get('connect')?.();
  return token;
}

function dropped(reason: string): void {
  Object.assign(fake, { connected: false, active: false });
  fake.handlers.get('disconnect')?.(reason);
}

beforeEach(() => {
  useSession.getState().signIn({ accessToken: 'a1', refreshToken: 'r1' }, user);
  connectLive();
});
afterEach(() => {
  disconnectLive();
  useSession.getState().clear();
});

describe('the live socket and the session', () => {
  it("closes when the lock takes the tokens, and reconnects with the unlock's new token", async () => {
    expect(await handshake()).toBe('a1');
    useSession.getState().lock();
    expect(fake.disconnect).toHaveBeenCalledTimes(1);
    dropped('io client disconnect');
    useSession.getState().setTokens({ accessToken: 'a2', refreshToken: 'r2' });
    expect(fake.connect).toHaveBeenCalledTimes(1);
    expect(await handshake()).toBe('a2');
  });

  it('stays down when the server drops it for its own session; reconnects when the session has a newer token', async () => {
    await handshake();
    dropped('io server disconnect'); // its session was revoked (logout elsewhere, reuse)
    expect(fake.connect).not.toHaveBeenCalled();

    await handshake();
    useSession.getState().setTokens({ accessToken: 'a3', refreshToken: 'r3' }); // e.g. a new session, still connected
    expect(fake.connect).not.toHaveBeenCalled();
    dropped('io server disconnect'); // the old session's sockets are dropped
    expect(fake.connect).toHaveBeenCalledTimes(1);
  });
});
