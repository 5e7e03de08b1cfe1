import { addDays, type PersonDetailsData } from '@faena/contracts';
import {
  BLOOD_TYPES,
  CIVIL_STATUSES,
  LICENSE_CATEGORIES,
  PLACES_CL,
  PLACES_PE,
} from './data/administration';
import type { SeedPerson } from './people';
import type { SeededRandom } from './random';

/** Where a demo person lives and how their phone and mail look, by the country of their document. */
const COUNTRIES = {
  PE: {
    places: PLACES_PE,
    address: (random: SeededRandom) => `Av. Bolognesi ${random.int(100, 1999)}, Tacna`,
    mobile: (random: SeededRandom) => `9${random.int(10000000, 99999999)}`,
    domain: 'pe',
  },
  CL: {
    places: PLACES_CL,
    address: (random: SeededRandom) => `Av. Grecia ${random.int(100, 2999)}, Antofagasta`,
    mobile: (random: SeededRandom) => `+569${random.int(10000000, 99999999)}`,
    domain: 'cl',
  },
} as const;

type CountryId = keyof typeof COUNTRIES;

const firstWord = (text: string): string => text.split(' ')[0] ?? '';

/** name.surname@company.tld, without accents. */
function emailOf(p: SeedPerson, countryId: CountryId): string {
  const mail = `${firstWord(p.names).toLowerCase()}.${firstWord(p.surnames).toLowerCase()}`
    .normalize('NFD')
    .replace(/[^a-z.]/g, '');
  return `${mail}@${p.companyId.slice(4).toLowerCase()}.${COUNTRIES[countryId].domain}`;
}

/** Personal data and contacts (the random draws in the order the seed has always made them). */
function personalDetails(random: SeededRandom, p: SeedPerson, countryId: CountryId) {
  const country = COUNTRIES[countryId];
  return {
    gender: random.next() < 0.8 ? ('M' as const) : ('F' as const),
    birthDate: addDays('1970-01-01', random.int(0, 12000)),
    countryId,
    place: random.pick(country.places),
    civilStatus: random.pick(CIVIL_STATUSES),
    children: random.int(0, 4),
    bloodType: random.pick(BLOOD_TYPES),
    allergy: random.next() < 0.1 ? 'Penicilina' : '',
    disability: '',
    address: country.address(random),
    mobilePhone: country.mobile(random),
    landlinePhone: '',
    email: emailOf(p, countryId),
    emergencyName: `Familiar de ${firstWord(p.names)}`,
    emergencyPhone: country.mobile(random),
  };
}

/** Licence, employment and access data; `start` is the first day of employment. */
function workDetails(random: SeededRandom, p: SeedPerson, dates: { today: string; start: string }) {
  const driver = /Operador|Conductor/.test(p.position);
  const countryId: CountryId = p.documentType === 'RUT' ? 'CL' : 'PE';
  return {
    licenseCategory: driver ? random.pick(LICENSE_CATEGORIES[countryId]) : '',
    licenseNumber: driver ? `Q${p.documentNumber.replace(/\D/g, '').slice(0, 8)}` : '',
    workerType: p.companyId === 'EMP-MINERA-ANDINA' ? 'Planilla' : 'Contratista',
    costCenter: `CC-${random.int(100, 140)}`,
    startDate: dates.start,
    endDate: p.condition === 'CESADO' ? addDays(dates.today, -random.int(5, 50)) : '',
    registrationDate: dates.start,
    validateAccessRequirements: p.condition !== 'VISITA',
    characteristics: [
      { name: 'Talla de EPP', dataType: 'S' as const, value: random.pick(['S', 'M', 'L', 'XL']) },
    ],
  };
}

/** A demo person's administration fields, drawn from the seed's random sequence. */
export function detailsOf(random: SeededRandom, p: SeedPerson, today: string): PersonDetailsData {
  const countryId: CountryId = p.documentType === 'RUT' ? 'CL' : 'PE';
  const start = addDays(today, -random.int(60, 1500));
  return {
    ...personalDetails(random, p, countryId),
    ...workDetails(random, p, { today, start }),
  };
}
