import { StreamFilter } from './stream-filter';

const name = (kind: string, i: number) =>
  `accreditation.${kind}-${i.toString(16).padStart(8, '0')}-4e2a-9c1d`;

describe('StreamFilter', () => {
  it('never forgets a name it was given, also past its first capacity (layers grow)', () => {
    const filter = new StreamFilter(1_000);
    const startBytes = filter.bytes;
    for (let i = 0; i < 200_000; i += 1) filter.add(name('request', i));
    for (let i = 0; i < 200_000; i += 1) expect(filter.mightHave(name('request', i))).toBe(true);
    expect(filter.bytes).toBeGreaterThan(startBytes);
  });

  it('says "no" to nearly every name it was not given (false positives under 1%)', () => {
    const filter = new StreamFilter(100_000);
    for (let i = 0; i < 100_000; i += 1) filter.add(name('request', i));
    let maybe = 0;
    for (let i = 0; i < 100_000; i += 1) if (filter.mightHave(name('person', i))) maybe += 1;
    process.stdout.write(
      `[stream filter] ${maybe} of 100,000 absent names answered "maybe"; ${filter.bytes} bytes for 100,000 names\n`,
    );
    expect(maybe).toBeLessThan(1_000);
  });

  it('an empty filter says "no"; adding a name twice does not fill it', () => {
    const filter = new StreamFilter();
    expect(filter.mightHave('command-1')).toBe(false);
    const bytes = filter.bytes;
    for (let i = 0; i < 300_000; i += 1) filter.add('command-1');
    expect(filter.mightHave('command-1')).toBe(true);
    expect(filter.bytes).toBe(bytes);
  });
});
