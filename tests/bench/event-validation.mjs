// Micro-benchmark: the cost of checking decided events against their registry schema before the
// append (EVENT_CATALOG.check, run by the command runner once per event), in events/s, and of the
// upcast on read for current and v1 events. Run after `node scripts/build.mjs --server-only`:
//   node tests/bench/event-validation.mjs [events]
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { EVENT_CATALOG } = require('../../contracts/dist/index.js');

const n = Number(process.argv[2] ?? 500_000);
const reserved = (i) => ({
  type: 'transport.SeatReserved',
  data: {
    tripId: `T${i % 97}`,
    seat: (i % 40) + 1,
    personId: `P${i}`,
    personName: 'Ana Quispe Rojas',
    date: '2026-03-12',
    companyId: 'CO1',
    reservedBy: 'U1',
  },
});
const scheduled = (i) => ({
  type: 'transport.TripScheduled',
  data: {
    tripId: `T${i}`,
    clientId: 'C1',
    route: 'Arequipa - Faena',
    date: '2026-03-12',
    departureTime: '06:00',
    plate: 'BUS-1',
    driver: 'Juan',
    origin: 'A',
    destination: 'B',
    capacity: 40,
    vehicleId: null,
  },
});
/** A person's administration details (trims, enums, dates): the bulk of the largest payload. */
const PERSON_DETAILS = {
  gender: 'F',
  birthDate: '1990-05-01',
  countryId: 'PE',
  place: 'Arequipa',
  civilStatus: 'S',
  children: 1,
  bloodType: 'O+',
  allergy: '',
  disability: '',
  address: 'Av. Ejército 123',
  mobilePhone: '987654321',
  landlinePhone: '',
  email: 'ana.quispe@example.com',
  emergencyName: 'Luis Quispe',
  emergencyPhone: '912345678',
  licenseCategory: 'A-I',
  licenseNumber: 'Q12345678',
  workerType: 'OBRERO',
  costCenter: 'CC-01',
  startDate: '2026-01-05',
  endDate: '',
  registrationDate: '2026-01-02',
  validateAccessRequirements: true,
  characteristics: [{ name: 'Talla', dataType: 'S', value: 'M' }],
};
/** The largest registered payload: a person snapshot with its administration details (trims, enums, dates). */
const personUpdated = (i) => ({
  type: 'catalog.PersonUpdated',
  data: {
    personId: `P${i}`,
    documentType: 'DNI',
    documentNumber: String(40000000 + (i % 1e7)),
    names: 'Ana',
    surnames: 'Quispe Rojas',
    companyId: 'CO1',
    companyName: 'Contrata Sur',
    position: 'Operador',
    condition: 'TRABAJADOR',
    details: PERSON_DETAILS,
  },
});
const stored = (version, e) => ({
  id: 'e',
  stream: 's',
  revision: 0,
  position: 1,
  type: e.type,
  version,
  data: e.data,
  metadata: {},
});

function rate(label, make, step) {
  const items = Array.from({ length: n }, (_, i) => make(i));
  for (let i = 0; i < Math.min(n, 20_000); i += 1) step(items[i]); // warm-up (zod compiles on first use)
  const start = process.hrtime.bigint();
  for (const item of items) step(item);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(
    `${label.padEnd(44)} ${Math.round(n / seconds)
      .toLocaleString('en')
      .padStart(12)} events/s  ${((seconds / n) * 1e6).toFixed(2)} µs/event`,
  );
}

console.log(`node ${process.version}, ${n.toLocaleString('en')} events per figure`);
rate('check transport.SeatReserved (8 fields)', reserved, (e) => EVENT_CATALOG.check(e));
rate('check transport.TripScheduled (11 fields)', scheduled, (e) => EVENT_CATALOG.check(e));
rate('check catalog.PersonUpdated (9 + 24 fields)', personUpdated, (e) => EVENT_CATALOG.check(e));
rate(
  'check an unregistered type (map lookup)',
  (i) => ({ type: 'command.CommandHandled', data: { i } }),
  (e) => EVENT_CATALOG.check(e),
);
rate(
  'upcast a current SeatReserved v2 (no-op)',
  (i) => stored(2, reserved(i)),
  (e) => EVENT_CATALOG.upcast(e),
);
rate(
  'upcast a SeatReserved v1 → v2',
  (i) => stored(1, { ...reserved(i), data: { ...reserved(i).data, companyId: undefined } }),
  (e) => EVENT_CATALOG.upcast(e),
);
