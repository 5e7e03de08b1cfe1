import type { MarkDoorBody, MarkOutcome, MarkVehicleDoorBody } from '@faena/contracts';
import { ApiError } from '../../../lib/api-error';
import {
  GUARD_QUEUE_KEY,
  SYNC_CHUNK,
  useGuardQueue,
  waiting,
  type MarkSender,
  type QueuedMark,
  type VehicleSendOutcome,
} from './guard-queue.store';

let seq = 0;
const mark = (over: Partial<QueuedMark> = {}): QueuedMark => {
  seq += 1;
  return {
    commandId: `cmd-${seq}`,
    doorId: 'PTA-GARITA-E',
    doorName: 'Garita',
    direction: 'E',
    markedAt: `2026-11-27T10:${String(seq % 60).padStart(2, '0')}:00.000Z`,
    code: `4000000${seq}`,
    ...over,
  };
};

/** A server that applies each commandId once (as the command runner does) and counts what it applied. */
function fakeServer(people: Record<string, string> = {}, plates: Record<string, string> = {}) {
  const applied = new Map<string, MarkDoorBody | MarkVehicleDoorBody>();
  const calls: MarkDoorBody[][] = [];
  /** every call in the order made: a batch of person marks, or one vehicle mark */
  const order: string[][] = [];
  const vehicleCalls: MarkVehicleDoorBody[] = [];
  let dropAnswers = 0;
  let refuse: ((m: MarkDoorBody) => MarkOutcome['error']) | null = null;
  const sender: MarkSender = {
    resolve: (code) =>
      Promise.resolve(people[code] ? { personId: people[code], fullName: `Nombre ${code}` } : null),
    resolveVehicle: (plate) => Promise.resolve(plates[plate] ? { vehicleId: plates[plate] } : null),
    sendVehicle: (body) => {
      vehicleCalls.push(body);
      order.push([body.commandId]);
      if (!applied.has(body.commandId)) applied.set(body.commandId, body);
      const outcome: VehicleSendOutcome = {
        commandId: body.commandId,
        markId: `vmark-${body.commandId}`,
        granted: false,
        reason: 'occupantDenied',
      };
      if (dropAnswers > 0) {
        dropAnswers -= 1;
        return Promise.reject(new ApiError(null, 0));
      }
      return Promise.resolve(outcome);
    },
    send: (marks) => {
      calls.push(marks);
      order.push(marks.map((m) => m.commandId));
      const outcomes = marks.map((m): MarkOutcome => {
        const error = refuse?.(m);
        if (!error && !applied.has(m.commandId)) applied.set(m.commandId, m);
        return {
          commandId: m.commandId,
          markId: error ? '' : `mark-${m.commandId}`,
          granted: !error,
          reason: null,
          revision: error ? -1 : 0,
          position: 1,
          ...(error ? { error } : {}),
        };
      });
      // the batch reached the server, but its answer was lost on the way back
      if (dropAnswers > 0) {
        dropAnswers -= 1;
        return Promise.reject(new ApiError(null, 0));
      }
      return Promise.resolve(outcomes);
    },
  };
  return {
    sender,
    applied,
    calls,
    order,
    vehicleCalls,
    loseNextAnswer: () => (dropAnswers += 1),
    refuseWhen: (f: typeof refuse) => (refuse = f),
  };
}

const down = () => Promise.reject(new ApiError(null, 0));
const offline: MarkSender = {
  resolve: down,
  send: down,
  resolveVehicle: down,
  sendVehicle: down,
};
const noVehicles = {
  resolveVehicle: () => Promise.resolve(null),
  sendVehicle: () => Promise.reject(new Error('no vehicle marks here')),
};
/** a vehicle mark taken offline: the plate, the driver's and passengers' documents */
const vehicleMark = (over: Partial<QueuedMark> = {}) =>
  mark({
    code: 'ABC-123',
    vehicle: { plate: 'ABC-123', driver: '41111111', passengers: ['42222222'] },
    ...over,
  });

describe('the guard queue of offline marks', () => {
  beforeEach(() => {
    useGuardQueue.getState().reset();
    localStorage.clear();
  });

  it('keeps enqueued marks in local storage, so a reload finds them', async () => {
    const m = mark({ personId: 'PER-0001' });
    useGuardQueue.getState().enqueue(m);
    expect(JSON.parse(localStorage.getItem(GUARD_QUEUE_KEY) ?? '{}')).toMatchObject({
      state: { queue: [m] },
    });
    const stored = localStorage.getItem(GUARD_QUEUE_KEY) ?? '';
    // a reload: the memory is empty, the storage holds what was written
    useGuardQueue.setState({ queue: [], synced: [] });
    localStorage.setItem(GUARD_QUEUE_KEY, stored);
    await useGuardQueue.persist.rehydrate();
    expect(useGuardQueue.getState().queue).toEqual([m]);
  });

  it('sends the marks in the order taken, with their command ids and device times', async () => {
    const server = fakeServer({ '41111111': 'PER-0001' });
    const marks = [
      mark({ code: '41111111' }),
      mark({ personId: 'PER-0002' }),
      mark({ personId: 'PER-0003' }),
    ];
    marks.forEach((m) => useGuardQueue.getState().enqueue(m));
    expect(await useGuardQueue.getState().sync(server.sender)).toBe(3);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toEqual([
      {
        commandId: marks[0]!.commandId,
        personId: 'PER-0001',
        doorId: 'PTA-GARITA-E',
        direction: 'E',
        markedAt: marks[0]!.markedAt,
      },
      expect.objectContaining({
        commandId: marks[1]!.commandId,
        personId: 'PER-0002',
        markedAt: marks[1]!.markedAt,
      }),
      expect.objectContaining({ commandId: marks[2]!.commandId, personId: 'PER-0003' }),
    ]);
    const state = useGuardQueue.getState();
    expect(state.queue).toEqual([]);
    expect(state.synced.map((s) => s.commandId)).toEqual(marks.map((m) => m.commandId).reverse());
    // a document resolved at sync time names its person in the synced list
    expect(state.synced[2]).toMatchObject({ personId: 'PER-0001', personName: 'Nombre 41111111' });
  });

  it('sends chunks of at most 500 marks, in order', async () => {
    const server = fakeServer();
    const marks = Array.from({ length: SYNC_CHUNK + 20 }, (_, i) => mark({ personId: `PER-${i}` }));
    useGuardQueue.setState({ queue: marks });
    expect(await useGuardQueue.getState().sync(server.sender)).toBe(marks.length);
    expect(server.calls.map((c) => c.length)).toEqual([SYNC_CHUNK, 20]);
    expect(server.calls.flat().map((m) => m.commandId)).toEqual(marks.map((m) => m.commandId));
  });

  it('applies each mark exactly once when a sync is retried after its answer was lost', async () => {
    const server = fakeServer();
    const marks = [mark({ personId: 'PER-1' }), mark({ personId: 'PER-2' })];
    marks.forEach((m) => useGuardQueue.getState().enqueue(m));
    server.loseNextAnswer();
    expect(await useGuardQueue.getState().sync(server.sender)).toBe(0);
    expect(waiting(useGuardQueue.getState().queue)).toHaveLength(2);
    expect(await useGuardQueue.getState().sync(server.sender)).toBe(2);
    // sent twice with the same command ids: the server applied each once
    expect(server.calls.flat().map((m) => m.commandId)).toEqual(
      [...marks, ...marks].map((m) => m.commandId),
    );
    expect([...server.applied.keys()]).toEqual(marks.map((m) => m.commandId));
    expect(useGuardQueue.getState().synced).toHaveLength(2);
  });

  it('runs one sync at a time: a second sync while one is running sends nothing', async () => {
    const server = fakeServer();
    useGuardQueue.getState().enqueue(mark({ personId: 'PER-1' }));
    const [a, b] = await Promise.all([
      useGuardQueue.getState().sync(server.sender),
      useGuardQueue.getState().sync(server.sender),
    ]);
    expect(a + b).toBe(1);
    expect(server.calls).toHaveLength(1);
  });

  it('keeps every mark waiting while the network is down', async () => {
    const marks = [mark(), mark({ personId: 'PER-1' })];
    marks.forEach((m) => useGuardQueue.getState().enqueue(m));
    expect(await useGuardQueue.getState().sync(offline)).toBe(0);
    expect(useGuardQueue.getState().queue).toEqual(marks);
  });

  it('keeps a refused mark listed with its error, and sends the others', async () => {
    const server = fakeServer({ '42222222': 'PER-2' });
    const unknownDoor = mark({ personId: 'PER-1', doorId: 'PTA-NADA' });
    const nobody = mark({ code: '49999999' });
    const good = mark({ code: '42222222' });
    [unknownDoor, nobody, good].forEach((m) => useGuardQueue.getState().enqueue(m));
    server.refuseWhen((m) => (m.doorId === 'PTA-NADA' ? 'access.doorNotFound' : undefined));
    expect(await useGuardQueue.getState().sync(server.sender)).toBe(1);
    const { queue, synced } = useGuardQueue.getState();
    expect(queue).toEqual([
      { ...unknownDoor, error: 'errors:access.doorNotFound' },
      { ...nobody, error: 'access:guard.personNotFound' },
    ]);
    expect(synced.map((s) => s.commandId)).toEqual([good.commandId]);
    // a refused mark is not sent again; the guard dismisses it once read
    expect(await useGuardQueue.getState().sync(server.sender)).toBe(0);
    expect(server.calls).toHaveLength(1);
    useGuardQueue.getState().dismiss(nobody.commandId);
    expect(useGuardQueue.getState().queue.map((m) => m.commandId)).toEqual([unknownDoor.commandId]);
  });

  it('marks a whole chunk refused when the batch call itself is refused (not a network error)', async () => {
    const m = mark({ personId: 'PER-1' });
    useGuardQueue.getState().enqueue(m);
    const refused: MarkSender = {
      ...noVehicles,
      resolve: () => Promise.resolve(null),
      send: () =>
        Promise.reject(
          new ApiError({ status: 403, code: 'auth.forbidden', title: '', message: '' }, 403),
        ),
    };
    expect(await useGuardQueue.getState().sync(refused)).toBe(0);
    expect(useGuardQueue.getState().queue).toEqual([{ ...m, error: 'errors:auth.forbidden' }]);
  });

  describe('vehicle marks', () => {
    const people = { '41111111': 'PER-C', '42222222': 'PER-P' };
    it('count among the marks waiting to sync', () => {
      useGuardQueue.getState().enqueue(mark({ personId: 'PER-1' }));
      useGuardQueue.getState().enqueue(vehicleMark());
      expect(waiting(useGuardQueue.getState().queue)).toHaveLength(2);
    });

    it('sync in the order taken, with their own command id, device time and occupants', async () => {
      const server = fakeServer(people, { 'ABC-123': 'VEH-1' });
      const before = mark({ personId: 'PER-1' });
      const car = vehicleMark();
      const after = mark({ personId: 'PER-2' });
      [before, car, after].forEach((m) => useGuardQueue.getState().enqueue(m));
      expect(await useGuardQueue.getState().sync(server.sender)).toBe(3);
      expect(server.order).toEqual([[before.commandId], [car.commandId], [after.commandId]]);
      expect(server.vehicleCalls).toEqual([
        {
          commandId: car.commandId,
          vehicleId: 'VEH-1',
          doorId: 'PTA-GARITA-E',
          direction: 'E',
          markedAt: car.markedAt,
          driverId: 'PER-C',
          passengerIds: ['PER-P'],
        },
      ]);
      const { queue, synced } = useGuardQueue.getState();
      expect(queue).toEqual([]);
      expect(synced[1]).toMatchObject({
        commandId: car.commandId,
        outcome: { granted: false, reason: 'occupantDenied' },
      });
    });

    it('apply exactly once when the answer was lost and the sync retried', async () => {
      const server = fakeServer(people, { 'ABC-123': 'VEH-1' });
      const car = vehicleMark({
        vehicle: { plate: 'ABC-123', driver: '41111111', passengers: [], vehicleId: 'VEH-1' },
      });
      useGuardQueue.getState().enqueue(car);
      server.loseNextAnswer();
      expect(await useGuardQueue.getState().sync(server.sender)).toBe(0);
      expect(waiting(useGuardQueue.getState().queue)).toHaveLength(1);
      expect(await useGuardQueue.getState().sync(server.sender)).toBe(1);
      expect(server.vehicleCalls.map((c) => c.commandId)).toEqual([car.commandId, car.commandId]);
      expect([...server.applied.keys()]).toEqual([car.commandId]);
      expect(useGuardQueue.getState().synced).toHaveLength(1);
    });

    it('stay listed with the reason when the plate or an occupant is unknown', async () => {
      const server = fakeServer(people, { 'ABC-123': 'VEH-1' });
      const noPlate = vehicleMark({
        code: 'ZZZ-999',
        vehicle: { plate: 'ZZZ-999', driver: '41111111', passengers: [] },
      });
      const nobody = vehicleMark({
        vehicle: { plate: 'ABC-123', driver: '49999999', passengers: [] },
      });
      [noPlate, nobody].forEach((m) => useGuardQueue.getState().enqueue(m));
      expect(await useGuardQueue.getState().sync(server.sender)).toBe(0);
      expect(useGuardQueue.getState().queue.map((m) => m.error)).toEqual([
        'access:guard.vehicleNotFound',
        'access:guard.personNotFound',
      ]);
      expect(server.vehicleCalls).toEqual([]);
    });

    it('keep waiting while the network is down', async () => {
      const car = vehicleMark();
      useGuardQueue.getState().enqueue(car);
      expect(await useGuardQueue.getState().sync(offline)).toBe(0);
      expect(useGuardQueue.getState().queue).toEqual([car]);
    });
  });
});
