import { join } from 'node:path';
import {
  CLIENT_ID,
  copyDir,
  EventFile,
  loadDir,
  loaderMetadata,
  seededTemplate,
} from '../lib/datasets.mjs';
import { measureMarks } from './marks.mjs';

const TYPES = 10;
const PEOPLE = 200; // the demo people PER-0001…PER-0200, as the marks figure marks them
const TYPES_STREAM = 'requirements.types';
const codeOf = (i) => `BENCH-RQ-${String(i + 1).padStart(2, '0')}`;

/** The demo's person types switched off (a whole snapshot each, as the decider writes updates). */
function deactivateDemoPersonTypes(file) {
  const rows = file.db
    .prepare('SELECT data FROM events WHERE stream = ? ORDER BY revision')
    .all(TYPES_STREAM);
  const last = new Map(rows.map((r) => JSON.parse(r.data)).map((t) => [t.code, t]));
  for (const t of last.values())
    if (t.entity === 'P' && t.active)
      file.add(TYPES_STREAM, {
        type: 'requirements.RequirementTypeUpdated',
        data: { ...t, active: false, changedBy: 'BENCH' },
        metadata: loaderMetadata('reqtype'),
      });
}

/** One approved document in force (2000–2099) of type `code` for the person. */
function approvedDocument(file, personId, code) {
  const stream = `requirements.documents-P-${personId}-${CLIENT_ID}`;
  const subject = { entity: 'P', id: personId };
  const docId = `bench-doc-${personId}-${code}`;
  file.add(stream, {
    type: 'requirements.RequirementDocumentSubmitted',
    data: {
      docId,
      subject,
      clientId: CLIENT_ID,
      typeCode: code,
      fileHash: 'bench',
      fileName: `${code.toLowerCase()}.pdf`,
      size: 1024,
      issuedOn: '2000-01-01',
      expiresOn: '2099-12-31',
      submittedBy: 'BENCH',
      replaces: null,
    },
    metadata: loaderMetadata('reqdoc'),
  });
  file.add(stream, {
    type: 'requirements.RequirementDocumentApproved',
    data: { docId, subject, typeCode: code, reviewedBy: 'BENCH' },
    metadata: loaderMetadata('reqdoc'),
  });
}

/** Requirement type `i`: a person's, supplied by the requester, required of the whole client. */
function defineType(file, i) {
  const applicability = {
    clientIds: [CLIENT_ID],
    contractIds: [],
    positionTypeIds: [],
    zoneIds: [],
  };
  file.add(TYPES_STREAM, {
    type: 'requirements.RequirementTypeDefined',
    data: {
      code: codeOf(i),
      description: `Requisito de prueba ${i + 1}`,
      entity: 'P',
      kind: 'S',
      notifyDaysBefore: 15,
      active: true,
      applicability,
      changedBy: 'BENCH',
    },
    metadata: loaderMetadata('reqtype'),
  });
}

/**
 * The seeded demo with exactly TYPES requirement types every demo person needs (client-wide; the
 * demo's own person types off) and, for each of the demo's people, one approved document in force
 * per type: a door mark folds the types stream and a document stream of 2×TYPES events.
 */
async function requirementsDir(ctx) {
  const dir = copyDir(await seededTemplate(ctx), join(ctx.tmp, 'marks-requirements'));
  const file = new EventFile(join(dir, 'events.sqlite'));
  deactivateDemoPersonTypes(file);
  for (let i = 0; i < TYPES; i++) defineType(file, i);
  for (let n = 1; n <= PEOPLE; n++)
    for (let i = 0; i < TYPES; i++)
      approvedDocument(file, `PER-${String(n).padStart(4, '0')}`, codeOf(i));
  file.close();
  return dir;
}

/**
 * Door marks with 10 requirements per person (issue 18): the marks figure's load on the demo with
 * 10 required types and 10 approved documents in force per person, against the same load on the
 * plain demo in the same run (the baseline; the ratio is the figure's cost of compliance).
 */
export default {
  name: 'marks-requirements',
  async run(ctx) {
    const { devices, batch } = ctx.sizes.marks;
    const plain = await loadDir(ctx, 'marks-requirements-baseline', { people: 0, contracts: 0 });
    const base = await measureMarks(ctx, { dir: plain, label: 'marks (baseline)' });
    const withTypes = await measureMarks(ctx, {
      dir: await requirementsDir(ctx),
      label: 'marks, 10 requirements',
    });
    return [
      ctx.row(
        `door marks/s with ${TYPES} requirements per person (batches of ${batch} from ${devices} devices)`,
        {
          value: withTypes.perSec,
          unit: '/s',
          baseline: base.perSec,
          baselineLabel: 'the same door marks on the demo data (its own requirement types)',
          checks: [{ kind: 'min', of: 'value', limit: 5_000 }],
          note: withTypes.note ?? base.note,
          details: { ...withTypes.details, baseline: base.details, types: TYPES, people: PEOPLE },
        },
      ),
    ];
  },
};
