import { withBooleans } from './marks.api';

describe("the marks grid's yes/no filters", () => {
  it('sends granted and automatic as booleans, the other fields as typed', () => {
    const filter = JSON.stringify([
      ['granted', '=', 'false'],
      'and',
      ['automatic', '=', 'true'],
      'and',
      ['personName', 'contains', 'true'],
    ]);
    expect(JSON.parse(withBooleans(filter)!)).toEqual([
      ['granted', '=', false],
      'and',
      ['automatic', '=', true],
      'and',
      ['personName', 'contains', 'true'],
    ]);
  });
  it('leaves no filter as none', () => {
    expect(withBooleans(undefined)).toBeUndefined();
  });
});
