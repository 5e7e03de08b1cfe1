import { WrongExpectedRevisionError, type NewEvent, type StreamWrite } from './event-store.port';
import { assertExpected, idempotentAnswer, validateWrite } from './append-rules';

const event = (id: string): NewEvent => ({
  id,
  type: 't.Happened',
  version: 1,
  data: {},
  metadata: {} as NewEvent['metadata'],
});
const write = (ids: string[], expected: StreamWrite['expected'] = 'any'): StreamWrite => ({
  stream: 's-1',
  events: ids.map(event),
  expected,
});

describe('append rules', () => {
  describe('expected revision', () => {
    it.each<[StreamWrite['expected'], number | 'no_stream', boolean]>([
      ['any', 'no_stream', true],
      ['any', 4, true],
      ['no_stream', 'no_stream', true],
      ['no_stream', 0, false],
      [3, 3, true],
      [3, 4, false],
      [0, 'no_stream', false],
    ])('expected %j with the stream at %j passes: %j', (expected, current, passes) => {
      const check = () => assertExpected('s-1', expected, current);
      if (passes) expect(check).not.toThrow();
      else expect(check).toThrow(WrongExpectedRevisionError);
    });
  });

  describe('idempotency by event id', () => {
    it('appends normally when no id is stored', () => {
      expect(idempotentAnswer(write(['a', 'b']), 'no_stream', [undefined, undefined])).toBeNull();
    });
    it('answers the last stored event when every id is stored in the stream', () => {
      const found = [
        { revision: 3, position: 40 },
        { revision: 4, position: 41 },
      ];
      expect(idempotentAnswer(write(['a', 'b']), 9, found)).toEqual({ revision: 4, position: 41 });
    });
    it('calls a partly stored write a conflict', () => {
      expect(() =>
        idempotentAnswer(write(['a', 'b'], 2), 4, [{ revision: 4, position: 41 }, undefined]),
      ).toThrow(WrongExpectedRevisionError);
    });
  });

  it('refuses malformed writes', () => {
    expect(() => validateWrite({ ...write(['a']), stream: '' })).toThrow(TypeError);
    expect(() => validateWrite(write(['a', 'a']))).toThrow('twice');
    expect(() => validateWrite(write(['a'], 1.5))).toThrow(TypeError);
    expect(() => validateWrite(write(['']))).toThrow('without id');
  });
});
