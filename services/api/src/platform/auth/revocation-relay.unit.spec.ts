import type { ChangeMessage } from '@faena/contracts';
import { InProcessNoticeBus } from '@faena/core';
import { RevocationRelay } from './revocation-relay';
import { RevokedSessions } from './revoked-sessions';

/** Two api nodes on one notice bus, each with its revoked sessions and relay. */
function twoNodes() {
  const bus = new InProcessNoticeBus();
  const heard: ChangeMessage[][] = [];
  bus.subscribe((notices) => heard.push(notices));
  const nodes = [new RevokedSessions(), new RevokedSessions()].map((revoked) => {
    const relay = new RevocationRelay(revoked, bus);
    relay.onModuleInit();
    const seen: string[] = [];
    revoked.onRevoke((familyId, until, origin) => seen.push(`${familyId}@${until} ${origin}`));
    return { revoked, relay, seen };
  });
  return { bus, heard, here: nodes[0]!, other: nodes[1]! };
}

describe('session revocations between api nodes', () => {
  it('publishes a revocation decided here once, and the other node records it as decided elsewhere', () => {
    const { heard, here, other } = twoNodes();
    here.revoked.revoke('fam-1', 2_000);
    expect(heard).toEqual([
      [
        {
          room: 'session:fam-1',
          kind: 'session.revoked',
          position: 0,
          payload: { familyId: 'fam-1', until: 2_000 },
        },
      ],
    ]);
    expect(other.revoked.isRevoked('fam-1', 1_999)).toBe(true);
    expect(other.revoked.isRevoked('fam-1', 2_001)).toBe(false);
    expect(other.seen).toEqual(['fam-1@2000 elsewhere']);
    // its own notice comes back (in-process at once, while the first listeners still run) and changes nothing
    expect([...here.seen].sort()).toEqual(['fam-1@2000 elsewhere', 'fam-1@2000 here']);
    expect(heard).toHaveLength(1);
  });

  it('ignores a malformed notice and the read-model notices', async () => {
    const { bus, other } = twoNodes();
    await bus.publish([
      { room: 'session:fam-2', kind: 'session.revoked', position: 0, payload: { familyId: '' } },
      { room: 'trip:T1', kind: 'trip.seat', position: 9, payload: { familyId: 'fam-3', until: 5 } },
    ]);
    expect(other.seen).toEqual([]);
  });

  it('stops relaying once the module is destroyed', () => {
    const { heard, here } = twoNodes();
    here.relay.onModuleDestroy();
    here.revoked.revoke('fam-4', 3_000);
    expect(heard).toEqual([]);
  });
});
