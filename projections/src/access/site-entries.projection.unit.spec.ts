import { projectionSpec, type GivenEvent } from '@faena/test-kit';
import { SITE_ENTRIES_COLLECTION, siteEntriesProjection } from './site-entries.projection';

const mark = (personId: string, markedAt: string, direction: 'E' | 'S' = 'E'): GivenEvent => ({
  type: 'access.MarkGranted',
  data: {
    markId: `M-${personId}-${markedAt}`,
    personId,
    personName: `Persona ${personId}`,
    doorId: 'D1',
    zoneId: 'Z1',
    clientId: 'C1',
    direction,
    markedAt,
    automatic: false,
  },
});
const spec = projectionSpec(siteEntriesProjection);

describe('site-entries.v1', () => {
  it('keeps one entry per person and hour, and no exit', () =>
    spec
      .given([
        mark('P1', '2026-03-02T08:05:00.000Z'),
        mark('P1', '2026-03-02T08:40:00.000Z'),
        mark('P1', '2026-03-02T12:00:00.000Z', 'S'),
        mark('P2', '2026-03-02T13:00:00.000Z'),
      ])
      .thenDocuments({
        [SITE_ENTRIES_COLLECTION]: {
          'C1|P1|2026-03-02T08': {
            clientId: 'C1',
            personId: 'P1',
            markedAt: '2026-03-02T08:40:00.000Z',
          },
          'C1|P2|2026-03-02T13': {
            clientId: 'C1',
            personId: 'P2',
            markedAt: '2026-03-02T13:00:00.000Z',
          },
        },
      }));
});
