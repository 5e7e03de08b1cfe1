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

const MEMBERS = 2_000; // PER-0001…PER-2000 in groups; the marks figure marks PER-0001…PER-0200
const ZONES = ['ZON-GARITA', 'ZON-CONCENTRADORA', 'ZON-TAJO', 'ZON-TALLER'];
const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];
const YEARS = { startDate: '2000-01-01', endDate: '2099-12-31' };
const personId = (n) => `PER-${String(n).padStart(4, '0')}`;

const SHIFTS = [
  ['H24', [{ from: '00:00', to: '24:00', days: ALL_DAYS }]],
  ['DIA', [{ from: '06:00', to: '14:00', days: [1, 2, 3, 4, 5] }]],
  ['TARDE', [{ from: '14:00', to: '22:00', days: [1, 2, 3, 4, 5] }]],
  [
    'NOCHE',
    [
      { from: '22:00', to: '24:00', days: ALL_DAYS },
      { from: '00:00', to: '06:00', days: ALL_DAYS },
    ],
  ],
];
const GROUPS = [
  ['TURNOS', ['DIA', 'TARDE', 'NOCHE']],
  ['GENERAL', ['H24']],
];

function addSchedulesAndGroups(file) {
  const base = { clientId: CLIENT_ID, ...YEARS };
  for (const [code, intervals] of SHIFTS)
    file.add(`access.schedules-${CLIENT_ID}`, {
      type: 'access.ScheduleDefined',
      data: { ...base, divisionId: 'DIV-NORTE', code, description: code, intervals },
      metadata: loaderMetadata('schedule'),
    });
  for (const [code, scheduleCodes] of GROUPS)
    file.add(`access.groups-${CLIENT_ID}`, {
      type: 'access.GroupDefined',
      data: { ...base, code, name: code, zoneIds: ZONES, scheduleCodes },
      metadata: loaderMetadata('group'),
    });
}

/** An inactive restriction and one of another door in the past: walked, never refusing. */
function addRestrictions(file, { stream, subject, n }) {
  const restriction = {
    ...subject,
    code: 'BENCH',
    zoneId: 'ZON-GARITA',
    fullDay: true,
    startTime: null,
    endTime: null,
  };
  const past = { doorId: 'PTA-GARITA-S', startDate: '2001-01-01', endDate: '2001-12-31' };
  const add = (data) =>
    file.add(stream, {
      type: 'access.RestrictionAdded',
      data: { ...restriction, ...data },
      metadata: loaderMetadata('restriction'),
    });
  add({ restrictionId: `R-${n}-A`, doorId: null, ...YEARS, active: false });
  add({ restrictionId: `R-${n}-B`, ...past, active: true });
}

function addMember(file, n) {
  const stream = `access.rules-${personId(n)}-${CLIENT_ID}`;
  const subject = { personId: personId(n), clientId: CLIENT_ID };
  for (const [groupCode] of GROUPS)
    file.add(stream, {
      type: 'access.PersonGroupAssigned',
      data: { ...subject, groupCode, ...YEARS },
      metadata: loaderMetadata('member'),
    });
  if (n <= 200) addRestrictions(file, { stream, subject, n });
}

/**
 * The seeded demo with the access rules turned on for its client (issue 20): four schedules (one
 * 24×7, three shifts that never cover a whole day), two groups of every demo zone, 2,000 people
 * each a member of both groups, and for every marked person an inactive restriction and a
 * restriction of another door in the past, so a mark walks every rule of the full decision.
 */
async function groupsDir(ctx) {
  const dir = copyDir(await seededTemplate(ctx), join(ctx.tmp, 'marks-groups'));
  const file = new EventFile(join(dir, 'events.sqlite'));
  addSchedulesAndGroups(file);
  for (let n = 1; n <= MEMBERS; n++) addMember(file, n);
  file.close();
  return dir;
}

/**
 * Door marks with the full decision (issue 20): the marks figure's load where every marked person
 * is in two groups (2,000 members), their schedules are checked and their restrictions walked,
 * against the same load on the plain demo in the same run (its client has no group: the baseline).
 */
export default {
  name: 'marks-groups',
  async run(ctx) {
    const { devices, batch } = ctx.sizes.marks;
    const plain = await loadDir(ctx, 'marks-groups-baseline', { people: 0, contracts: 0 });
    const base = await measureMarks(ctx, { dir: plain, label: 'marks (baseline)' });
    const full = await measureMarks(ctx, {
      dir: await groupsDir(ctx),
      label: 'marks, full decision, 2,000 in groups',
    });
    return [
      ctx.row(
        `door marks/s with the full decision and ${MEMBERS.toLocaleString('en')} people in groups (batches of ${batch} from ${devices} devices)`,
        {
          value: full.perSec,
          unit: '/s',
          baseline: base.perSec,
          baselineLabel:
            'the same door marks on the demo data (no access group: accreditation and requirements only)',
          checks: [{ kind: 'min', of: 'value', limit: 5_000 }],
          note: full.note ?? base.note,
          details: { ...full.details, baseline: base.details, members: MEMBERS },
        },
      ),
    ];
  },
};
