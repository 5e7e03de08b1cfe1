#!/usr/bin/env node
// Renders sample badges (a photo, no photo with an 80-character name, long company and client
// names) to a PDF for a look at the card: node scripts/badge-sample.mjs [out.pdf] [es|en]
// Builds the server first (scripts/build.mjs --server-only). To see it as images:
// pdftoppm -png -r 200 out.pdf page
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = resolve(process.argv[2] ?? 'badges-sample.pdf');
const language = process.argv[3] ?? 'es';
if (language !== 'es' && language !== 'en') throw new Error(`language es or en, not ${language}`);

execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs'), '--server-only'], {
  stdio: 'inherit',
});
const require = createRequire(import.meta.url);
const { renderBadges } = require(join(root, 'services/api/dist/identification/badge/index.js'));
const fixtures = join(root, 'services/api/src/identification/badge/fixtures');
const photo = (file, mime) => ({ bytes: new Uint8Array(readFileSync(join(fixtures, file))), mime });

const base = {
  credentialId: '0192f3a4-7b1c-7d2e-9f00-1a2b3c4d5e6f',
  fullName: 'PEÑA MUÑOZ, José Ángel',
  documentType: 'DNI',
  documentNumber: '45873216',
  company: 'Constructora Andina S.A.C.',
  credentialType: 'Contratista – Acceso a faena',
  startDate: '2026-03-01',
  endDate: '2027-02-28',
  client: 'Minera Los Andes S.A.',
};
const badges = [
  { ...base, photo: photo('photo.jpg', 'image/jpeg') },
  {
    ...base,
    credentialId: '0192f3a4-0000-7d2e-9f00-1a2b3c4d5e6f',
    fullName: 'DE LA FUENTE ÑÚÑEZ VILLANUEVA DEL CASTILLO, María Fernanda Guadalupe Inés Ángela',
    documentType: 'Pasaporte',
    documentNumber: 'AB1234567890',
    company:
      'Servicios Integrales de Ingeniería, Mantenimiento y Logística Minera del Sur Peruano S.A.C.',
    credentialType: 'Visita técnica supervisada con acceso restringido a zonas de operación mina',
    client:
      'Compañía Minera Internacional de Exploraciones Metalúrgicas y Subterráneas del Pacífico',
  },
  { ...base, fullName: 'GÜEMES, Ñusta', photo: photo('photo.png', 'image/png') },
];
const pdf = await renderBadges(badges, language);
writeFileSync(out, pdf);
process.stdout.write(`${badges.length} badges, ${badges.length * 2} pages: ${out}\n`);
