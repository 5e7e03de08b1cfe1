import { io, type Socket } from 'socket.io-client';
import {
  addDays,
  API,
  SOCKET_EVENTS,
  type ChangeMessage,
  type ContractEndowment,
  type EndowmentChangedPayload,
  type JoinAck,
} from '@faena/contracts';
import { EventStore, FixedClock } from '@faena/core';
import {
  accreditOverHttp,
  callsAs,
  closeTestApp,
  givenPeople,
  newCommandId,
  startTestApp,
  type TestApp,
} from '@faena/test-kit';

// issue 19: the request form's endowment panel follows its contract live (endowment:<contractId>)
jest.setTimeout(120_000);

const TODAY = '2026-11-23';
const CONTRACT = 'CTR-2026-000'; // Minera Andina's own contract
const ROOM = `endowment:${CONTRACT}`;
const GATE_IN = 'PTA-GARITA-E'; // entry door of ZON-GARITA, a zone of Minera Andina
const WORKER = 'END-LIVE-1';

const clock = new FixedClock(new Date(`${TODAY}T12:00:00Z`));
let t: TestApp;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await startTestApp({ clock });
  await givenPeople(t.app.get(EventStore), 'end-people', [
    { personId: WORKER, companyId: 'EMP-MINERA-ANDINA', names: 'Elena' },
  ]);
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(() => closeTestApp(t));

async function socketAs(username: string): Promise<Socket> {
  const socket = io(t.url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token: await t.tokenFor(username) },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}
const join = (socket: Socket, room: string) =>
  socket.emitWithAck(SOCKET_EVENTS.join, { room }) as Promise<JoinAck>;

/** The next endowment change of this kind the socket receives. */
const nextChange = (socket: Socket, change: EndowmentChangedPayload['change']) =>
  new Promise<ChangeMessage<EndowmentChangedPayload>>((resolve) => {
    const on = (batch: ChangeMessage<EndowmentChangedPayload>[]) => {
      const found = batch.find(
        (m) => m.kind === 'endowment.changed' && m.payload.change === change,
      );
      if (!found) return;
      socket.off(SOCKET_EVENTS.changes, on);
      resolve(found);
    };
    socket.on(SOCKET_EVENTS.changes, on);
  });

const endowment = async (afterPosition?: number) => {
  const res = await callsAs(t, 'SOLICITANTE').get(API.contractEndowment.path, {
    contractId: CONTRACT,
    ...(afterPosition === undefined ? {} : { afterPosition }),
  });
  expect(res.status).toBe(200);
  return (res.body as { result: ContractEndowment }).result;
};

describe('endowment:<contractId>', () => {
  it('tells a joined requester when a request of the contract is approved, and the count reads +1', async () => {
    const socket = await socketAs('SOLICITANTE');
    expect(await join(socket, ROOM)).toEqual(expect.objectContaining({ ok: true }));
    const before = await endowment();
    const heard = nextChange(socket, 'accredited');
    const held = nextChange(socket, 'held');
    await accreditOverHttp(t, {
      personId: WORKER,
      contractId: CONTRACT,
      startDate: TODAY,
      endDate: addDays(TODAY, 30),
    });
    const message = await heard;
    expect(message).toMatchObject({
      room: ROOM,
      payload: { contractId: CONTRACT, change: 'accredited' },
    });
    expect((await held).payload.contractId).toBe(CONTRACT);
    const after = await endowment(message.position);
    expect(after.accredited).toBe(before.accredited + 1);
    expect(after.held).toBe(before.held + 1);
  });

  it('tells the room when a worker of the contract is marked in, and the on-site count reads +1', async () => {
    const socket = await socketAs('SOLICITANTE');
    expect(await join(socket, ROOM)).toEqual(expect.objectContaining({ ok: true }));
    const before = await endowment();
    const heard = nextChange(socket, 'onSite');
    const mark = await callsAs(t, 'ADMIN').post(API.markDoor.path, {
      commandId: newCommandId('mrk'),
      personId: WORKER,
      doorId: GATE_IN,
      direction: 'E',
    });
    expect(mark.status).toBe(201);
    const message = await heard;
    expect(message.payload).toEqual({ contractId: CONTRACT, change: 'onSite' });
    expect((await endowment(message.position)).onSite).toBe(before.onSite + 1);
  });

  // after the tests that read today's counts: it moves the clock past the cessation date
  it('tells the room when a demobilization ends the accreditation; after its cessation date the worker no longer counts', async () => {
    const socket = await socketAs('SOLICITANTE');
    expect(await join(socket, ROOM)).toEqual(expect.objectContaining({ ok: true }));
    const before = await endowment();
    const heard = nextChange(socket, 'accredited');
    const registered = await callsAs(t, 'SOLICITANTE').post(API.registerDemobilization.path, {
      commandId: newCommandId('des'),
      personId: WORKER,
      cessationReason: 'RENUNCIA',
      cessationDate: TODAY,
      observation: 'Renuncia voluntaria presentada',
    });
    expect(registered.status).toBe(201);
    const { id } = (registered.body as { result: { id: string } }).result;
    const approved = await callsAs(t, 'APROBADOR').post(API.approveDemobilization.path, {
      commandId: newCommandId('dec'),
      demobilizationId: id,
    });
    expect(approved.status).toBe(200);
    const message = await heard;
    // in force through its cessation date (today): it still counts today
    expect((await endowment(message.position)).accredited).toBe(before.accredited);
    clock.advance(86_400_000);
    t.forgetTokens();
    expect((await endowment()).accredited).toBe(before.accredited - 1);
  });

  it("refuses the room of another company's contract to a contractor, as the endowment call does", async () => {
    const socket = await socketAs('CONTRATISTA');
    expect(await join(socket, ROOM)).toEqual({ ok: false, error: 'auth.forbidden' });
    const call = await callsAs(t, 'CONTRATISTA').get(API.contractEndowment.path, {
      contractId: CONTRACT,
    });
    expect((call.body as { code?: string }).code).toBe('accreditation.otherCompany');
    expect(await join(socket, 'endowment:CTR-2026-001')).toEqual(
      expect.objectContaining({ ok: true }),
    );
  });
});
