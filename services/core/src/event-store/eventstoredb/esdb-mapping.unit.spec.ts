import { ANY, NO_STREAM, START, type RecordedEvent } from '@eventstore/db-client';
import {
  fromEsdbCurrent,
  isSystemEvent,
  positionOf,
  readPositionAfter,
  toEsdbExpected,
  toEventData,
  toStoredEvent,
} from './esdb-mapping';

const metadata = {
  eventId: 'e1',
  commandId: 'c1',
  correlationId: 'c1',
  causationId: 'c1',
  userId: 'ADMIN',
  profileId: null,
  clientId: null,
  divisionId: null,
  occurredAt: '2026-01-01T00:00:00.000Z',
};

describe('EventStoreDB mapping', () => {
  it('maps expected and current revisions', () => {
    expect(toEsdbExpected('any')).toBe(ANY);
    expect(toEsdbExpected('no_stream')).toBe(NO_STREAM);
    expect(toEsdbExpected(4)).toBe(4n);
    expect(fromEsdbCurrent(NO_STREAM)).toBe('no_stream');
    expect(fromEsdbCurrent(7n)).toBe(7);
  });

  it('carries the schema version in the metadata and takes it out again on read', () => {
    const data = toEventData({
      id: 'e1',
      type: 'x.Happened',
      version: 3,
      data: { a: 1 },
      metadata,
    });
    expect(data.metadata).toEqual({ ...metadata, faenaVersion: 3 });
    const recorded = {
      streamId: 's-1',
      id: 'e1',
      isJson: true,
      revision: 2n,
      type: 'x.Happened',
      created: new Date(0),
      data: { a: 1 },
      metadata: data.metadata,
    } as RecordedEvent;
    expect(toStoredEvent(recorded, 99)).toEqual({
      id: 'e1',
      stream: 's-1',
      revision: 2,
      position: 99,
      type: 'x.Happened',
      version: 3,
      data: { a: 1 },
      metadata,
    });
  });

  it('reads $all after a position, from the start for 0', () => {
    expect(readPositionAfter(0)).toBe(START);
    expect(readPositionAfter(1234)).toEqual({ commit: 1234n, prepare: 1234n });
  });

  it('recognises system events by type or stream', () => {
    expect(isSystemEvent({ streamId: '$settings', type: 'x' })).toBe(true);
    expect(isSystemEvent({ streamId: 's-1', type: '$metadata' })).toBe(true);
    expect(isSystemEvent({ streamId: 'catalog.client-1', type: 'catalog.ClientRegistered' })).toBe(
      false,
    );
  });

  it('refuses stream reads without positions (servers before 22.6)', () => {
    const recorded = {
      streamId: 's',
      id: 'e',
      isJson: true,
      revision: 0n,
      type: 't',
      created: new Date(0),
      data: {},
      metadata: undefined,
    } as RecordedEvent;
    expect(() => positionOf(recorded)).toThrow('22.6');
    expect(() =>
      positionOf({
        ...recorded,
        position: { commit: 2n ** 64n - 1n, prepare: 0n },
      }),
    ).toThrow('22.6');
    expect(positionOf({ ...recorded, position: { commit: 55n, prepare: 55n } })).toBe(55);
  });
});
