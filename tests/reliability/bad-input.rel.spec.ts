import { rmSync } from 'node:fs';
import * as fc from 'fast-check';
import {
  addDays,
  API,
  AssignBedBodySchema,
  AttachRequestFileBodySchema,
  DecideRequestBodySchema,
  DecideWithReasonBodySchema,
  GridQuerySchema,
  MarkBatchBodySchema,
  MarkDoorBodySchema,
  PERSON_GRID_FIELDS,
  ReadOptionsSchema,
  ReleaseSeatBodySchema,
  REQUEST_GRID_FIELDS,
  RemoveRequestAttachmentBodySchema,
  RemoveRequestsBodySchema,
  RegisterDemobilizationBodySchema,
  DecideDemobilizationBodySchema,
  DecideDemobilizationWithReasonBodySchema,
  CorrectDemobilizationBodySchema,
  SaveDraftBodySchema,
  ResubmitRequestBodySchema,
  ReserveSeatBodySchema,
  SubmitRequestBodySchema,
  unknownGridField,
  type ContractRow,
  type GridQuery,
  type HotelRow,
} from '@faena/contracts';
import { planGrid } from '@faena/core';
import { PDFS } from '@faena/test-kit';
import { Caller, siteToday, type Reply } from './support/api';
import { healthOf, startReady, stopStarted, tempDir, type ChildServer } from './support/processes';
import { Rng } from './support/random';
import { bySize, report, TEST_LIMIT_MS } from './support/size';
import { badBodies, objectFor, type Hints, type ZodLike } from './support/zod-arbitrary';

jest.setTimeout(TEST_LIMIT_MS);

/**
 * Property-based requests against the real server: bodies generated from the zod schemas of
 * contracts (valid ones, and ones with a key missing, a wrong type, an unknown key, a huge string,
 * or any JSON at all) on every command endpoint, raw malformed requests, and grid queries with
 * random paging, sorting and filters (judged by the contracts parser and the read stores' plan). Never a 5xx; a 4xx never changes the log; the server's
 * verdict matches the schema's (invalid → 400; valid → not 400, unless a field rule that needs
 * data names a field of the body, like the direction of a mark at a two-way door).
 */
const TAG = 'bad-input';
const RUNS = bySize(60, 600);
const GRID_RUNS = bySize(200, 2000);
const TODAY = siteToday();

let server: ChildServer;
let dataDir: string;
let as: Record<'solicitante' | 'aprobador' | 'admin', Caller>;
let hints: Hints;
const problems: string[] = [];
const statuses: Record<string, Record<string, number>> = {};
/** schema-valid bodies refused with 400 by a field rule that needs data (counted, allowed) */
const dataRules: Record<string, number> = {};

beforeAll(async () => {
  dataDir = tempDir(TAG);
  server = await startReady({ kind: 'api', dataDir });
  as = {
    solicitante: await Caller.as(server.url, 'SOLICITANTE'),
    aprobador: await Caller.as(server.url, 'APROBADOR'),
    admin: await Caller.as(server.url, 'ADMIN'),
  };
  const [people, requests, contracts, trips, zones, hotels] = await Promise.all([
    as.admin.people(),
    as.aprobador.requests(),
    as.admin.read<ContractRow[]>(API.listContracts.path),
    as.admin.trips(),
    as.admin.zones(),
    as.admin.read<HotelRow[]>(API.listHotels.path),
  ]);
  const real = <T>(values: T[], other: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: other });
  const anyId = fc.string({ minLength: 1, maxLength: 64 });
  const date = fc.oneof(
    { weight: 5, arbitrary: fc.integer({ min: -3, max: 40 }).map((d) => addDays(TODAY, d)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  hints = {
    commandId: fc.uuid().map((u) => `fz-${u}`),
    personId: real(
      people.map((p) => p.personId),
      anyId,
    ),
    contractId: real(
      contracts.map((c) => c.contractId),
      anyId,
    ),
    requestId: real(
      requests.map((r) => r.requestId),
      anyId,
    ),
    tripId: real(
      trips.map((t) => t.tripId),
      anyId,
    ),
    doorId: real(
      zones.flatMap((z) => z.doors.map((d) => d.doorId)),
      anyId,
    ),
    bedId: real(
      hotels.flatMap((h) => h.rooms.flatMap((r) => r.beds.map((b) => b.bedId))),
      anyId,
    ),
    seat: fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 1, max: 42 }) },
      { weight: 1, arbitrary: fc.integer({ min: -5, max: 200 }) },
    ),
    startDate: date,
    endDate: date,
    checkIn: date,
    checkOut: date,
    // an attached file: mostly a small real PDF, sometimes bytes that are not one (a 400 on file.contentBase64)
    file: fc.record({
      fileName: fc.oneof(fc.constant('examen.pdf'), fc.string({ minLength: 1, maxLength: 120 })),
      contentBase64: fc.oneof(
        {
          weight: 3,
          arbitrary: fc
            .string({ maxLength: 200 })
            .map((text) => PDFS.valid(text).toString('base64')),
        },
        {
          weight: 1,
          arbitrary: fc
            .uint8Array({ minLength: 1, maxLength: 200 })
            .map((b) => Buffer.from(b).toString('base64')),
        },
      ),
    }),
    markedAt: fc
      .date({
        min: new Date(Date.now() - 86_400_000),
        max: new Date(Date.now() + 86_400_000),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString()),
    // the demo's termination reasons, so that schema-valid demobilizations reach the rules beyond the catalogue check
    cessationReason: real(['RENUNCIA', 'FIN-CONTRATO'], anyId),
    cessationDate: date,
  };
  hints.marks = fc.array(objectFor(MarkDoorBodySchema as unknown as ZodLike, hints), {
    minLength: 0,
    maxLength: 12,
  });
});
afterAll(async () => {
  await stopStarted();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const head = async () => {
  const h = await healthOf(server.url);
  if (!h) throw new Error(`the server does not answer /health:\n${server.output()}`);
  return h.head;
};
const roundTrip = (body: unknown): unknown => {
  // JSON.stringify answers undefined for undefined (its declared type says string)
  const json = JSON.stringify(body) as string | undefined;
  return json === undefined ? undefined : (JSON.parse(json) as unknown);
};
const bytes = (body: unknown) => {
  const json = JSON.stringify(body) as string | undefined;
  return json === undefined ? 0 : Buffer.byteLength(json);
};

function tally(label: string, reply: Reply): void {
  const key = reply.answered ? String(reply.status) : 'no answer';
  const counts = (statuses[label] ??= {});
  counts[key] = (counts[key] ?? 0) + 1;
}

/** A 400 to a body the schema accepts is fine when it names fields of the body (a rule on data). */
function dataRuleProblem(label: string, reply: Answered, fields: readonly string[]): string | null {
  const issues = (reply.body as { issues?: Array<{ path: string }> }).issues ?? [];
  const ofBody = (path: string) => fields.some((f) => path === f || path.startsWith(`${f}.`));
  if (issues.length === 0 || !issues.every((i) => ofBody(i.path)))
    return `${label}: the schema accepts the body but the server answered ${answerText(reply)}`;
  dataRules[label] = (dataRules[label] ?? 0) + 1;
  return null;
}

type Answered = Extract<Reply, { answered: true }>;
const answerText = (reply: Answered) =>
  `${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`;

interface Expected {
  /** the schema's verdict on the body (null: no schema to compare) */
  valid: boolean | null;
  /** the body's fields a data rule may name */
  fields?: readonly string[];
}

function problemOf(
  label: string,
  reply: Answered,
  { moved, valid, fields = [] }: Expected & { moved: string | null },
): string | null {
  if (reply.status >= 500) return `${label}: ${answerText(reply)}`;
  if (reply.status >= 400 && moved) return `${label}: answered ${reply.status} but ${moved}`;
  if (valid === false && reply.status !== 400)
    return `${label}: the schema refuses the body but the server answered ${answerText(reply)}`;
  if (valid === true && reply.status === 400) return dataRuleProblem(label, reply, fields);
  return null;
}

/**
 * Sends one request and checks it: an answer, no 5xx, no log change on a 4xx; with `valid`
 * (the schema's verdict) also 400 exactly when the schema refuses. Answers the problem, or null.
 */
async function probe(
  label: string,
  send: () => Promise<Reply>,
  expected: Expected,
): Promise<string | null> {
  const before = await head();
  const reply = await send();
  const after = await head();
  tally(label, reply);
  if (!reply.answered) return `${label}: no answer (${reply.error})`;
  const moved = after === before ? null : `the log moved from ${before} to ${after}`;
  return problemOf(label, reply, { ...expected, moved });
}

const COMMANDS = [
  {
    name: 'submit',
    path: API.submitRequest.path,
    schema: SubmitRequestBodySchema,
    as: 'solicitante',
  },
  {
    name: 'approve',
    path: API.approveRequest.path,
    schema: DecideRequestBodySchema,
    as: 'aprobador',
  },
  {
    name: 'observe',
    path: API.observeRequest.path,
    schema: DecideWithReasonBodySchema,
    as: 'aprobador',
  },
  {
    name: 'reject',
    path: API.rejectRequest.path,
    schema: DecideWithReasonBodySchema,
    as: 'aprobador',
  },
  {
    name: 'resubmit',
    path: API.resubmitRequest.path,
    schema: ResubmitRequestBodySchema,
    as: 'solicitante',
  },
  { name: 'saveDraft', path: API.saveDraft.path, schema: SaveDraftBodySchema, as: 'solicitante' },
  {
    name: 'remove',
    path: API.removeRequests.path,
    schema: RemoveRequestsBodySchema,
    as: 'solicitante',
  },
  {
    name: 'registerDemobilization',
    path: API.registerDemobilization.path,
    schema: RegisterDemobilizationBodySchema,
    as: 'solicitante',
  },
  {
    name: 'approveDemobilization',
    path: API.approveDemobilization.path,
    schema: DecideDemobilizationBodySchema,
    as: 'aprobador',
  },
  {
    name: 'rejectDemobilization',
    path: API.rejectDemobilization.path,
    schema: DecideDemobilizationWithReasonBodySchema,
    as: 'aprobador',
  },
  {
    name: 'correctDemobilization',
    path: API.correctDemobilization.path,
    schema: CorrectDemobilizationBodySchema,
    as: 'solicitante',
  },
  {
    name: 'attachFile',
    path: API.attachRequestFile.path,
    schema: AttachRequestFileBodySchema,
    as: 'solicitante',
  },
  {
    name: 'removeAttachment',
    path: API.removeRequestAttachment.path,
    schema: RemoveRequestAttachmentBodySchema,
    as: 'solicitante',
  },
  { name: 'markDoor', path: API.markDoor.path, schema: MarkDoorBodySchema, as: 'admin' },
  { name: 'markBatch', path: API.markBatch.path, schema: MarkBatchBodySchema, as: 'admin' },
  {
    name: 'reserveSeat',
    path: API.reserveSeat.path,
    schema: ReserveSeatBodySchema,
    as: 'solicitante',
  },
  {
    name: 'releaseSeat',
    path: API.releaseSeat.path,
    schema: ReleaseSeatBodySchema,
    as: 'solicitante',
  },
  { name: 'assignBed', path: API.assignBed.path, schema: AssignBedBodySchema, as: 'admin' },
] as const;

describe.each(COMMANDS)('$name ($path)', (command) => {
  it(`${RUNS} generated bodies: never a 5xx, a 4xx changes nothing, 400 exactly when the schema refuses`, async () => {
    const schema = command.schema as unknown as ZodLike;
    const valid = objectFor(schema, hints);
    const keys = Object.keys(schema.shape ?? {});
    const bodies = fc.oneof(
      { weight: 2, arbitrary: valid },
      { weight: 3, arbitrary: badBodies(valid, keys) },
    );
    const seed = Rng.fromEnv().seed;
    const result = await fc.check(
      fc.asyncProperty(bodies, async (body) => {
        const sent = roundTrip(body);
        const verdict = bytes(body) > 1_000_000 ? false : schema.safeParse(sent).success;
        const problem = await probe(command.name, () => as[command.as].post(command.path, body), {
          valid: verdict,
          fields: keys,
        });
        if (problem) problems.push(problem);
        return problem === null;
      }),
      { numRuns: RUNS, seed, endOnFailure: true },
    );
    report(
      TAG,
      `${command.name}: ${result.numRuns} generated bodies (fast-check seed ${seed}) → statuses ${JSON.stringify(statuses[command.name])}${dataRules[command.name] ? `, of which ${dataRules[command.name]} schema-valid bodies got a field-level 400 from a rule that needs data` : ''}`,
    );
    if (result.failed) report(TAG, `${command.name}: ${problems.at(-1) ?? 'failed'}`);
    expect(result.failed ? fc.defaultReportMessage(result) : null).toBeNull();
  });
});

const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const RAW: Array<{ label: string; body: string | Uint8Array; type?: string }> = [
  { label: 'truncated JSON', body: '{"commandId":"abcdefgh-1",' },
  { label: 'unterminated string', body: '{"commandId":"abc' },
  { label: 'trailing garbage', body: '{"a":1}}' },
  { label: 'single quotes', body: "{'commandId':'abcdefgh'}" },
  { label: 'NaN literal', body: '{"seat":NaN}' },
  { label: 'empty body', body: '' },
  { label: 'null', body: 'null' },
  { label: 'array', body: '[]' },
  { label: 'number', body: '12' },
  { label: 'string', body: '"text"' },
  { label: 'BOM then JSON', body: '\uFEFF{"commandId":"abcdefgh-2"}' },
  { label: 'NUL bytes', body: '{"commandId":"abc\u0000defgh"}' },
  {
    label: 'invalid UTF-8',
    body: Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  { label: '__proto__ key', body: '{"__proto__":{"admin":true},"commandId":"abcdefgh-3"}' },
  { label: 'constructor key', body: '{"constructor":{"prototype":{"x":1}}}' },
  { label: 'duplicate keys', body: '{"commandId":"abcdefgh-4","commandId":5}' },
  { label: 'number overflow', body: '{"seat":1e400,"commandId":"abcdefgh-5","tripId":"x"}' },
  {
    label: 'huge integer',
    body: '{"seat":9007199254740993,"commandId":"abcdefgh-6","tripId":"x","personId":"y"}',
  },
  { label: 'deep nesting (100k)', body: deep(100_000) },
  { label: 'deep nesting in a field', body: `{"commandId":${deep(50_000)}}` },
  {
    label: 'body over 1 MB',
    body: JSON.stringify({ commandId: 'abcdefgh-7', reason: 'x'.repeat(1_200_000) }),
  },
  { label: 'body of 20 MB', body: `{"a":"${'y'.repeat(20_000_000)}"}` },
  { label: 'text/plain', body: '{"commandId":"abcdefgh-8"}', type: 'text/plain' },
  {
    label: 'form encoded',
    body: 'commandId=abcdefgh-9&seat=1',
    type: 'application/x-www-form-urlencoded',
  },
  {
    label: 'multipart',
    body: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
    type: 'multipart/form-data; boundary=b',
  },
  {
    label: 'utf-16 charset',
    body: '{"commandId":"abcdefgh-10"}',
    type: 'application/json; charset=utf-16',
  },
  {
    label: 'unknown charset',
    body: '{"commandId":"abcdefgh-11"}',
    type: 'application/json; charset=klingon',
  },
  {
    label: 'gzip claimed, not gzip',
    body: '{"commandId":"abcdefgh-12"}',
    type: 'application/json|gzip',
  },
];

it(`malformed requests on every command endpoint (${RAW.length} kinds): never a 5xx, nothing written`, async () => {
  const found: string[] = [];
  for (const command of COMMANDS) {
    for (const raw of RAW) {
      const [type, encoding] = (raw.type ?? 'application/json').split('|');
      const headers: Record<string, string> = { 'content-type': type! };
      if (encoding) headers['content-encoding'] = encoding;
      const problem = await probe(
        `raw ${raw.label}`,
        () => as[command.as].postRaw(command.path, raw.body, headers),
        { valid: null },
      );
      if (problem) found.push(`${command.name}: ${problem}`);
    }
    for (const auth of [
      '',
      'Bearer',
      'Bearer x.y.z',
      `Bearer ${'a'.repeat(5000)}`,
      'Basic QURNSU46RmFlbmEuMjAyNg==',
    ]) {
      const problem = await probe(
        'raw bad token',
        () =>
          fetch(`${server.url}${command.path}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(auth ? { authorization: auth } : {}),
            },
            body: '{}',
          }).then(
            async (r) => ({ answered: true as const, status: r.status, body: await r.text() }),
            (e: unknown) => ({ answered: false as const, error: String(e) }),
          ),
        { valid: null },
      );
      if (problem) found.push(`${command.name}: ${problem}`);
    }
  }
  const byLabel = Object.entries(statuses)
    .filter(([k]) => k.startsWith('raw '))
    .map(([k, v]) => `${k.slice(4)} ${JSON.stringify(v)}`);
  report(
    TAG,
    `malformed: ${COMMANDS.length} endpoints × ${RAW.length + 5} requests → ${byLabel.join('; ')}`,
  );
  problems.push(...found);
  expect(found).toEqual([]);
});

/**
 * A grid query's parameters, as the web sends them or worse: well-formed queries with odd values
 * (injection-like strings, unicode, numbers where text is kept, far pages), and anything at all.
 */
function gridParams(fields: readonly string[]) {
  const known = fc.constantFrom(...fields, 'RowIndex');
  const ops = fc.constantFrom(
    '=',
    '<>',
    '<',
    '>',
    '<=',
    '>=',
    'contains',
    'notcontains',
    'startswith',
    'endswith',
  );
  const oddValue = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom(
      "' OR 1=1 --",
      '%',
      '_',
      '\\',
      '"',
      "'",
      'P',
      'A',
      '2026-01-01',
      'NULL',
      '*',
      ')',
      '\u0000',
    ),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.string({ minLength: 150, maxLength: 200 }),
  );
  const wellFormed = fc.record(
    {
      skip: fc.oneof(fc.nat(30), fc.nat(10_000_000)).map(String),
      take: fc.integer({ min: 1, max: 1000 }).map(String),
      sort: fc
        .array(fc.record({ selector: known, desc: fc.boolean() }), { maxLength: 5 })
        .map((x) => JSON.stringify(x)),
      filter: fc
        .array(fc.tuple(known, ops, oddValue), { maxLength: 4 })
        .map((cs) => JSON.stringify(cs.flatMap((c, i) => (i === 0 ? [c] : ['and', c])))),
      afterPosition: fc.nat(400).map(String),
    },
    { requiredKeys: [] },
  );
  const field = fc.oneof(
    { weight: 4, arbitrary: known },
    { weight: 1, arbitrary: fc.string({ maxLength: 70 }) },
  );
  const op = fc.oneof(
    { weight: 4, arbitrary: ops },
    { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
  );
  const value = fc.oneof(
    oddValue,
    fc.jsonValue({ maxDepth: 2 }),
    fc.string({ minLength: 190, maxLength: 260 }),
  );
  const condition = fc.tuple(field, op, value);
  const filter = fc.oneof(
    condition,
    fc
      .array(condition, { minLength: 0, maxLength: 4 })
      .map((cs) => cs.flatMap((c, i) => (i === 0 ? [c] : ['and', c]))),
    fc.array(condition, { minLength: 2, maxLength: 3 }).map((cs) => [cs[0], 'or', cs[1]]),
    fc.array(condition, { maxLength: 25 }),
    fc.jsonValue({ maxDepth: 3 }),
  );
  const sort = fc.oneof(
    fc.array(fc.record({ selector: field, desc: fc.boolean() }), { maxLength: 6 }),
    fc.array(fc.record({ selector: field, desc: fc.jsonValue() }), { maxLength: 2 }),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const json = (a: fc.Arbitrary<unknown>) =>
    fc.oneof(
      { weight: 6, arbitrary: a.map((x) => (JSON.stringify(x) as string | undefined) ?? '') },
      { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
      { weight: 1, arbitrary: fc.constant('x'.repeat(4100)) },
    );
  const number = fc.oneof(
    fc.integer({ min: -3, max: 1200 }).map(String),
    fc.constantFrom('', '1.5', 'abc', '1e3', '99999999999', '-0', ' 7'),
  );
  const anything = fc.record(
    {
      skip: number,
      take: number,
      sort: json(sort),
      filter: json(filter),
      afterPosition: fc.oneof(fc.nat(400).map(String), fc.constantFrom('', '-1', 'x')),
    },
    { requiredKeys: [] },
  );
  return fc.oneof({ weight: 3, arbitrary: wellFormed }, { weight: 2, arbitrary: anything });
}

describe.each([
  {
    name: 'requests grid',
    path: API.listRequests.path,
    fields: REQUEST_GRID_FIELDS,
    as: 'aprobador' as const,
  },
  {
    name: 'people grid',
    path: API.listPeople.path,
    fields: PERSON_GRID_FIELDS,
    as: 'admin' as const,
  },
])('$name ($path)', (grid) => {
  it(`${GRID_RUNS} generated grid queries: never a 5xx, 400 exactly when the parser or the field list refuses`, async () => {
    const seed = Rng.fromEnv().seed;
    const result = await fc.check(
      fc.asyncProperty(gridParams(grid.fields), fc.boolean(), async (params, repeat) => {
        const qs = gridQueryString(params, repeat);
        const parsed = GridQuerySchema.safeParse(params);
        const valid = expectedValidity(params, repeat, grid.fields);
        const { problem, page } = await probeGrid(grid, qs, valid);
        const shape = page ? pageProblem(page, parsed.success ? parsed.data : null) : null;
        if (problem ?? shape)
          problems.push(`${problem ?? shape} (query ${qs.toString().slice(0, 300)})`);
        return problem === null && shape === null;
      }),
      { numRuns: GRID_RUNS, seed, endOnFailure: true },
    );
    report(
      TAG,
      `${grid.name}: ${result.numRuns} generated queries (fast-check seed ${seed}) → statuses ${JSON.stringify(statuses[grid.name])}`,
    );
    if (result.failed) report(TAG, `${grid.name}: ${problems.at(-1) ?? 'failed'}`);
    expect(result.failed ? fc.defaultReportMessage(result) : null).toBeNull();
  });
});

type GridParams = Record<string, string>;

/** The query string of generated grid params; `repeat` sends the filter a second time. */
function gridQueryString(params: GridParams, repeat: boolean): URLSearchParams {
  const qs = new URLSearchParams(Object.entries<string>(params));
  if (repeat && params.filter !== undefined) qs.append('filter', params.filter);
  return qs;
}

/** Whether the server must accept the query: null (either answer) when the filter is repeated. */
function expectedValidity(
  params: GridParams,
  repeat: boolean,
  fields: readonly string[],
): boolean | null {
  if (repeat && params.filter !== undefined) return null;
  const parsed = GridQuerySchema.safeParse(params);
  return (
    parsed.success &&
    ReadOptionsSchema.safeParse(params).success &&
    unknownGridField(parsed.data, fields) === null &&
    plans(parsed.data)
  );
}

/** Probes one grid query: the problem (or null) and, on a 200, the page it answered. */
async function probeGrid(
  grid: { name: string; path: string; as: keyof typeof as },
  qs: URLSearchParams,
  valid: boolean | null,
): Promise<{ problem: string | null; page: unknown }> {
  let page: unknown = null;
  const problem = await probe(
    grid.name,
    async () => {
      const reply = await as[grid.as].get(grid.path, qs.toString());
      if (reply.answered && reply.status === 200) page = (reply.body as { result: unknown }).result;
      return reply;
    },
    { valid },
  );
  return { problem, page };
}

/** The read stores' own check of a parsed query (operators against value types, field names). */
function plans(query: GridQuery): boolean {
  try {
    planGrid(query);
    return true;
  } catch {
    return false;
  }
}

/** A 200 grid page: `{ data, totalCount }`, at most `take` rows numbered skip + 1, skip + 2 … */
function pageProblem(page: unknown, query: { skip: number; take: number } | null): string | null {
  const p = page as { data?: Array<{ RowIndex?: number }>; totalCount?: number };
  if (!Array.isArray(p.data) || typeof p.totalCount !== 'number')
    return `not a grid page: ${JSON.stringify(page).slice(0, 200)}`;
  if (!query) return null;
  if (p.data.length > query.take) return `${p.data.length} rows for take ${query.take}`;
  if (p.data.some((row, i) => row.RowIndex !== query.skip + i + 1))
    return 'RowIndex does not run from skip + 1';
  return null;
}

it('reads with other query schemas (a request, its history, a seat map, a bed board): never a 5xx', async () => {
  const id = fc.oneof(
    fc.string({ maxLength: 80 }),
    fc.constantFrom('', "' OR 1=1 --", '../x', 'VJE-20260101-01', 'HTL-LOS-ANDES'),
  );
  const reads = [
    {
      path: API.getRequest.path,
      params: fc.record(
        { requestId: id, afterPosition: fc.constantFrom('0', '', '-1', 'x') },
        { requiredKeys: [] },
      ),
    },
    {
      path: API.requestAttachment.path,
      params: fc.record({ requestId: id, attachmentId: id }, { requiredKeys: [] }),
    },
    {
      path: API.requestHistory.path,
      params: fc.record(
        {
          requestId: id,
          untilPosition: fc.oneof(fc.nat().map(String), fc.constantFrom('-1', 'x', '1e99')),
        },
        { requiredKeys: [] },
      ),
    },
    { path: API.tripSeats.path, params: fc.record({ tripId: id }, { requiredKeys: [] }) },
    {
      path: API.bedBoard.path,
      params: fc.record(
        {
          hotelId: id,
          from: fc.oneof(fc.string({ maxLength: 12 }), fc.constant(TODAY)),
          to: fc.oneof(fc.string({ maxLength: 12 }), fc.constant(addDays(TODAY, 5))),
        },
        { requiredKeys: [] },
      ),
    },
  ];
  let sent = 0;
  for (const read of reads) {
    const result = await fc.check(
      fc.asyncProperty(read.params, async (params) => {
        sent += 1;
        const problem = await probe(
          'other reads',
          () =>
            as.admin.get(
              read.path,
              new URLSearchParams(params as Record<string, string>).toString(),
            ),
          { valid: null },
        );
        if (problem) problems.push(`${problem} (${read.path})`);
        return problem === null;
      }),
      { numRuns: Math.ceil(RUNS / 2), endOnFailure: true },
    );
    expect(result.failed ? fc.defaultReportMessage(result) : null).toBeNull();
  }
  report(
    TAG,
    `other reads: ${sent} generated queries → statuses ${JSON.stringify(statuses['other reads'])}`,
  );
});

it('a read that waits for a position the log has not reached is refused (4xx) instead of timing out with a 503', async () => {
  const now = await head();
  const reads = [
    { path: API.listRequests.path, as: as.aprobador },
    { path: API.listPeople.path, as: as.admin },
    { path: API.zoneOccupancy.path, as: as.admin },
    { path: API.listTrips.path, as: as.admin },
  ];
  const found: string[] = [];
  for (const read of reads) {
    for (const ahead of [now + 1_000_000, 1e15]) {
      const problem = await probe(
        'afterPosition past the head',
        () => read.as.get(read.path, { afterPosition: ahead }),
        { valid: null },
      );
      if (problem) found.push(`${read.path}?afterPosition=${ahead}: ${problem}`);
    }
    const problem = await probe(
      'afterPosition at the head',
      () => read.as.get(read.path, { afterPosition: now }),
      { valid: true },
    );
    if (problem) found.push(`${read.path}?afterPosition=${now}: ${problem}`);
  }
  report(
    TAG,
    `afterPosition past the head (${now}) → ${JSON.stringify(statuses['afterPosition past the head'])}; at the head → ${JSON.stringify(statuses['afterPosition at the head'])}`,
  );
  problems.push(...found);
  expect(found).toEqual([]);
});

it('the server is still up, and nothing above was a problem', async () => {
  const h = await healthOf(server.url);
  report(
    TAG,
    `after everything: server up=${h !== null}, log head ${h?.head}, problems ${problems.length}`,
  );
  expect(problems).toEqual([]);
  expect(h?.status).toBe('ok');
});
