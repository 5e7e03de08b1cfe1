import { EVENT_CATALOG } from '@faena/contracts';
import * as builders from './index';

/** The builders that make a domain event when called with no arguments (the others are skipped). */
const eventBuilders = Object.entries(builders).flatMap(([name, build]) => {
  if (typeof build !== 'function' || build.length > 0) return [];
  const made: unknown = (build as () => unknown)();
  const isEvent =
    typeof made === 'object' &&
    made !== null &&
    'type' in made &&
    typeof made.type === 'string' &&
    /^[a-z]+\.[A-Z]/.test(made.type) &&
    'data' in made;
  return isEvent ? [{ name, event: made as { type: string; data: unknown } }] : [];
});

describe('test builders make events their registry accepts', () => {
  it('finds the event builders', () => expect(eventBuilders.length).toBeGreaterThan(20));

  it.each(eventBuilders.map((b) => [b.name, b.event] as const))('%s', (_name, event) => {
    expect(EVENT_CATALOG.has(event.type)).toBe(true);
    expect(() => EVENT_CATALOG.check(event)).not.toThrow();
  });
});
