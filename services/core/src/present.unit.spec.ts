import { present } from './present';

describe('present', () => {
  it('answers a value that is there, falsy ones included', () => {
    expect([present(0, 'n'), present('', 's'), present(false, 'b')]).toEqual([0, '', false]);
  });

  it('throws naming what is missing', () => {
    expect(() => present(undefined, 'the head row')).toThrow('the head row is missing');
    expect(() => present(null, 'the channel')).toThrow('the channel is missing');
  });
});
