// The extra master data the figures add to the demo: people and contracts of its client.
import { COMPANIES, NAMES as ALL_NAMES, SURNAMES as ALL_SURNAMES } from './names.mjs';

export const CLIENT_ID = 'MINERA-ANDINA';
export const DIVISION_ID = 'DIV-NORTE';
// the first names, surnames and companies of the shared lists (the log's data stays as it was)
const SEED_COMPANIES = COMPANIES.slice(0, 5).map(([id, name]) => [id, name]);
const NAMES = ALL_NAMES.slice(0, 15);
const SURNAMES = ALL_SURNAMES.slice(0, 14);

export const benchPersonId = (i) => `BP-${String(i).padStart(7, '0')}`;
export const benchContractId = (i) => `BCTR-${String(i).padStart(4, '0')}`;

/** A realistic extra person (company of the demo catalog, Andean names). */
export function benchPerson(i) {
  const [companyId, companyName] = SEED_COMPANIES[i % SEED_COMPANIES.length];
  return {
    personId: benchPersonId(i),
    documentType: 'DNI',
    documentNumber: String(40_000_000 + i),
    names: NAMES[i % NAMES.length],
    surnames: `${SURNAMES[i % SURNAMES.length]} ${SURNAMES[(i * 7 + 3) % SURNAMES.length]}`,
    companyId,
    companyName,
    position: 'Operador de equipo pesado',
    condition: 'TRABAJADOR',
  };
}

/** A contract of the demo client with no headcount limit (quota 0) and wide dates. */
export function benchContract(i) {
  const [companyId, companyName] = SEED_COMPANIES[i % SEED_COMPANIES.length];
  const contractId = benchContractId(i);
  return {
    contractId,
    code: contractId,
    companyId,
    companyName,
    clientId: CLIENT_ID,
    divisionId: DIVISION_ID,
    subject: 'Servicios de carga',
    startDate: '2000-01-01',
    endDate: '2099-12-31',
    quota: 0,
  };
}
