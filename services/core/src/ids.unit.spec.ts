import { deterministicUuid, eventIdFor } from './ids';

describe('deterministic ids', () => {
  it('keep the values already stored in event logs (v5 layout over SHA-1 of the parts)', () => {
    // computed by the first implementation (createHash): existing data directories must keep seeding idempotently
    expect(deterministicUuid('accreditation.request', 'cmd-1')).toBe(
      '5dd511bd-77bd-5dd5-942e-79b339950c8b',
    );
    expect(eventIdFor('cmd-1', 'accreditation.request-x', 0)).toBe(
      'c6bb57be-b526-5cd7-a850-a26c7f531b9c',
    );
  });

  it('differ when any part differs, and carry the version and variant bits', () => {
    const ids = new Set([
      deterministicUuid('a', 'b'),
      deterministicUuid('a', 'c'),
      deterministicUuid('ab'),
      deterministicUuid('a', 'b', ''),
    ]);
    expect(ids.size).toBe(4);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
