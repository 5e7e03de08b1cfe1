import type { PersonCondition, PersonRegistered } from '@faena/contracts';
import { COMPANIES, type CompanySeed } from './data/master';
import { CHILEAN_NAMES, PERUVIAN_NAMES, POSITIONS } from './data/names';
import { rutFor } from './documents';
import { SeededRandom } from './random';

export type SeedPerson = PersonRegistered['data'];

export const PEOPLE_COUNT = 200;
const SEED = 20260214;

/** Share of the people per company (the client's own staff and six contractors). */
const SHARE: Record<string, number> = {
  'EMP-MINERA-ANDINA': 36,
  'EMP-SERMISUR': 40,
  'EMP-TRANSCRUZ': 18,
  'EMP-MEASAC': 30,
  'EMP-ATACAMA': 34,
  'EMP-LOSHEROES': 24,
  'EMP-SEGMINERA': 18,
};

/** The demo people, always the same: ids PER-0001…PER-0200, DNI for Peruvians, RUT for Chileans. */
export function demoPeople(): SeedPerson[] {
  const random = new SeededRandom(SEED);
  const people: SeedPerson[] = [];
  const usedDocs = new Set<string>();
  for (const company of COMPANIES) {
    for (let i = 0; i < (SHARE[company.companyId] ?? 0); i += 1) {
      people.push(personOf(random, { company, n: people.length + 1, usedDocs }));
    }
  }
  return people;
}

/** The n-th demo person, of `company`, with a document not yet in `usedDocs`. */
function personOf(
  random: SeededRandom,
  { company, n, usedDocs }: { company: CompanySeed; n: number; usedDocs: Set<string> },
): SeedPerson {
  // a contractor registered in Chile brings some Chilean staff
  const chilean = company.country === 'CL' && random.next() < 0.6;
  const names = chilean ? CHILEAN_NAMES : PERUVIAN_NAMES;
  const given = random.next() < 0.78 ? names.male : names.female;
  const document = uniqueDocument(random, chilean, usedDocs);
  return {
    personId: `PER-${String(n).padStart(4, '0')}`,
    documentType: chilean ? 'RUT' : 'DNI',
    documentNumber: document,
    names: random.pick(given),
    surnames: `${random.pick(names.surnames)} ${random.pick(names.surnames)}`,
    companyId: company.companyId,
    companyName: company.name,
    position: random.pick(POSITIONS),
    condition: conditionOf(n),
  };
}

function uniqueDocument(random: SeededRandom, chilean: boolean, used: Set<string>): string {
  for (;;) {
    const doc = chilean
      ? rutFor(random.int(10_000_000, 22_000_000))
      : String(random.int(40_000_000, 79_999_999));
    if (!used.has(doc)) {
      used.add(doc);
      return doc;
    }
  }
}

/** A few people left the company or are visitors: their door marks are denied. */
function conditionOf(n: number): PersonCondition {
  if (n % 50 === 0) return 'CESADO';
  if (n % 67 === 0) return 'VISITA';
  return 'TRABAJADOR';
}
