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

  describe("a supervisor's void or correction of a manual entry (issue 20)", () => {
    const at = '2026-03-02T08:05:00.000Z';
    const voided = (markedAt: string, granted = true): GivenEvent => ({
      type: 'access.MarkVoided',
      data: {
        markId: `M-P1-${markedAt}`,
        personId: 'P1',
        clientId: 'C1',
        zoneId: 'Z1',
        markedAt,
        direction: 'E',
        granted,
        reason: 'Duplicada',
        voidedBy: 'ADMIN',
      },
    });
    const corrected = (from: 'S' | 'N', to: 'S' | 'N', granted = true): GivenEvent => ({
      type: 'access.MarkCorrected',
      data: {
        markId: `M-P1-${at}`,
        personId: 'P1',
        clientId: 'C1',
        zoneId: 'Z1',
        granted,
        markedAt: '2026-03-02T10:15:00.000Z',
        hour: '05:15',
        direction: to === 'S' ? 'E' : 'S',
        mode: to,
        reason: 'Corregida',
        previous: { markedAt: at, hour: '03:05', mode: from, reason: '' },
        correctedBy: 'ADMIN',
      },
    });
    it('removes the hour of a voided entry', () =>
      spec
        .given([mark('P1', at), voided(at)])
        .thenNoDocument(SITE_ENTRIES_COLLECTION, 'C1|P1|2026-03-02T08'));
    it('keeps the hour when a later entry of that hour holds it', () =>
      spec
        .given([mark('P1', at), mark('P1', '2026-03-02T08:40:00.000Z'), voided(at)])
        .thenDocument(
          SITE_ENTRIES_COLLECTION,
          'C1|P1|2026-03-02T08',
          expect.objectContaining({ markedAt: '2026-03-02T08:40:00.000Z' }),
        ));
    it('moves a corrected entry to its new hour', () =>
      spec
        .given([mark('P1', at), corrected('S', 'S')])
        .thenNoDocument(SITE_ENTRIES_COLLECTION, 'C1|P1|2026-03-02T08')
        .thenDocument(
          SITE_ENTRIES_COLLECTION,
          'C1|P1|2026-03-02T10',
          expect.objectContaining({ markedAt: '2026-03-02T10:15:00.000Z' }),
        ));
    it('makes an entry of an exit corrected to an entry, and none of a denied one', async () => {
      await spec
        .given([mark('P1', at, 'S'), corrected('N', 'S')])
        .thenDocument(SITE_ENTRIES_COLLECTION, 'C1|P1|2026-03-02T10', expect.anything());
      await spec
        .given([corrected('N', 'S', false)])
        .thenNoDocument(SITE_ENTRIES_COLLECTION, 'C1|P1|2026-03-02T10');
    });
  });
});
