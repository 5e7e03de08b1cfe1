import { documentKey, personDocumentStream } from '@faena/contracts';
import { masterData } from './master-data';
import { demoPeople } from './people';

/** Documents the API and browser tests register: they must not be held by a demo person. */
const TEST_DOCUMENTS = [
  'DNI-45871236',
  'DNI-40112233',
  'DNI-41223344',
  'DNI-47000001',
  'DNI-47000002',
  'DNI-47551234',
  'DNI-46000001',
  'DNI-46000002',
  'DNI-46000003',
  'DNI-46000004',
  'RUT-21345678-5',
  'RUT-21345679-3',
];

describe('demo people and the one-person-per-document rule', () => {
  const people = demoPeople();
  it('has no two demo people with the same document', () => {
    const keys = people.map((p) => documentKey(p.documentType, p.documentNumber));
    expect(new Set(keys).size).toBe(people.length);
  });
  it('seeds each person with its claim on the document stream (so the rule sees them)', () => {
    const streams = masterData('2026-03-02').map((w) => w.stream);
    expect(new Set(streams).size).toBe(streams.length);
    for (const p of people)
      expect(streams).toContain(personDocumentStream(p.documentType, p.documentNumber));
  });
  it('leaves the documents the tests register free', () => {
    const held = new Set(people.map((p) => documentKey(p.documentType, p.documentNumber)));
    expect(TEST_DOCUMENTS.filter((d) => held.has(d))).toEqual([]);
  });
});
