import type { ChangeMessage } from '@faena/contracts';
import type { NoticeBus } from '@faena/core';

/**
 * One contract for every NoticeBus adapter. `nodes(n)` answers n buses that stand for n api nodes
 * of one deployment (the in-process bus answers the same instance n times).
 */
export interface NoticeBusHarness {
  nodes(n: number): Promise<NoticeBus[]>;
  dispose(buses: NoticeBus[]): Promise<void>;
}

const notice = (room: string, position: number): ChangeMessage => ({
  room,
  kind: 'request.changed',
  position,
  payload: { position },
});

/** Collects what a subscriber receives; until() resolves once the predicate holds. */
function inbox() {
  const received: ChangeMessage[] = [];
  let waiter: { predicate: () => boolean; resolve: () => void } | null = null;
  return {
    received,
    handler: (notices: ChangeMessage[]) => {
      received.push(...notices);
      if (waiter?.predicate()) {
        waiter.resolve();
        waiter = null;
      }
    },
    until(predicate: () => boolean): Promise<void> {
      if (predicate()) return Promise.resolve();
      return new Promise((resolve) => {
        waiter = { predicate, resolve };
      });
    },
  };
}

export function noticeBusContract(label: string, harness: NoticeBusHarness): void {
  describe(`NoticeBus contract: ${label}`, () => {
    let buses: NoticeBus[] = [];
    afterEach(async () => {
      await harness.dispose(buses);
      buses = [];
    });

    it('delivers every notice to every subscriber, in publish order per room', async () => {
      buses = await harness.nodes(1);
      const bus = buses[0]!;
      const [a, b] = [inbox(), inbox()];
      bus.subscribe(a.handler);
      bus.subscribe(b.handler);
      await bus.publish([notice('queue:c1', 1), notice('trip:t1', 1)]);
      await bus.publish([notice('queue:c1', 2)]);
      await bus.publish([notice('queue:c1', 3), notice('trip:t1', 3)]);
      for (const box of [a, b]) {
        await box.until(() => box.received.length >= 5);
        expect(box.received.filter((n) => n.room === 'queue:c1').map((n) => n.position)).toEqual([
          1, 2, 3,
        ]);
        expect(box.received.filter((n) => n.room === 'trip:t1').map((n) => n.position)).toEqual([
          1, 3,
        ]);
      }
    });

    it('stops delivering to a subscriber that unsubscribed', async () => {
      buses = await harness.nodes(1);
      const bus = buses[0]!;
      const [gone, stays] = [inbox(), inbox()];
      const unsubscribe = bus.subscribe(gone.handler);
      bus.subscribe(stays.handler);
      await bus.publish([notice('zone:c1', 1)]);
      await gone.until(() => gone.received.length >= 1);
      unsubscribe();
      await bus.publish([notice('zone:c1', 2)]);
      await stays.until(() => stays.received.length >= 2);
      expect(gone.received.map((n) => n.position)).toEqual([1]);
      expect(stays.received.map((n) => n.position)).toEqual([1, 2]);
    });

    it('a notice published on one node reaches the subscribers of every node', async () => {
      buses = await harness.nodes(2);
      const [publisher, other] = buses as [NoticeBus, NoticeBus];
      const [here, there] = [inbox(), inbox()];
      publisher.subscribe(here.handler);
      other.subscribe(there.handler);
      await publisher.publish([notice('hotel:h1', 7)]);
      await here.until(() => here.received.length >= 1);
      await there.until(() => there.received.length >= 1);
      expect(there.received).toEqual([notice('hotel:h1', 7)]);
    });

    it('a subscriber that throws does not stop the others', async () => {
      buses = await harness.nodes(1);
      const bus = buses[0]!;
      const ok = inbox();
      bus.subscribe(() => {
        throw new Error('broken subscriber');
      });
      bus.subscribe(ok.handler);
      await bus.publish([notice('trip:t9', 1)]);
      await ok.until(() => ok.received.length >= 1);
      expect(ok.received).toHaveLength(1);
    });
  });
}
