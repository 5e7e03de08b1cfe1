import { textOf, ValidationError } from '@faena/contracts';
import type { AuthUser } from '../../platform/auth/auth-user';
import type {
  CommandAnswer,
  CommandRunner,
  StreamReader,
} from '../../platform/commands/command-runner';
import { hashPassword } from '../../identity/password-hasher';
import {
  RECORD_KINDS,
  recordSpec,
  registerRecord,
  updateRecord,
  type MasterRecord,
  type RecordKindName,
} from '../domain/master-record.decider';
import { callerOf } from '../domain/tenancy';
import { companyNameOf, runWrite } from './master-data-writes';
import { assertCompanyInReach, assertRecordInReach, type Reach } from './tenant-reach';

// Positions, vehicles, customers and repositories: the simple master records' writes.

export type RecordBody = { commandId: string } & Record<string, unknown>;
export const RECORD_ID_KEY: Record<RecordKindName, string> = {
  position: 'positionId',
  vehicle: 'vehicleId',
  customer: 'customerId',
  repository: 'repositoryId',
};
export const RECORD_PREFIX: Record<RecordKindName, string> = {
  position: 'CAR',
  vehicle: 'VEH',
  customer: 'CLI',
  repository: 'REP',
};
/** `reach`: the companies the caller reaches (a vehicle follows its company). */
type RecordTarget = {
  user: AuthUser;
  kind: RecordKindName;
  body: RecordBody;
  id: string;
  reach: Reach;
};

/**
 * Positions, vehicles, customers and repositories: register / update a full snapshot on
 * catalog.<kind>-<id>, as the kind's tenancy says (a client's record is the caller's client's; a
 * vehicle is changed only while the caller reaches its company, and put only in a company it reaches).
 */
export async function saveRecord(
  runner: CommandRunner,
  target: RecordTarget,
  mode: 'register' | 'update',
): Promise<CommandAnswer> {
  const { user, kind, body, id, reach } = target;
  const stream = `catalog.${kind}-${id}`;
  const spec = recordSpec(RECORD_KINDS[kind]);
  const { commandId: _c, ...fields } = body;
  const secret = kind === 'repository' ? await secretOf(fields, mode) : {};
  return runWrite(runner, { user, body, id, stream }, async (r) => {
    const current = await r.load(stream, spec);
    if (RECORD_KINDS[kind].tenancy === 'company')
      await companyRecordInReach(
        reach,
        mode === 'update' ? current : null,
        String(fields.companyId),
      );
    const data = await recordData(r, { kind, id, fields, current, secret });
    const input = { kind: RECORD_KINDS[kind], data, caller: callerOf(user) };
    return mode === 'register' ? registerRecord(input, current) : updateRecord(input, current);
  });
}

/** The record's snapshot: its fields, the kind's extras and its id (a repository's hash, no passwords). */
async function recordData(
  r: StreamReader,
  t: {
    kind: RecordTarget['kind'];
    id: string;
    fields: Record<string, unknown>;
    current: MasterRecord;
    secret: { passwordHash?: string };
  },
): Promise<Record<string, unknown>> {
  const { kind, fields, current } = t;
  const data: Record<string, unknown> = {
    ...fields,
    ...(await extras(r, kind, fields)),
    [RECORD_ID_KEY[kind]]: t.id,
  };
  if (kind === 'repository')
    Object.assign(data, withoutPasswords(data), {
      passwordHash: t.secret.passwordHash ?? current?.passwordHash ?? '',
    });
  return kind === 'repository' ? withoutPasswords(data) : data;
}

async function companyRecordInReach(
  reach: Reach,
  current: MasterRecord,
  companyId: string,
): Promise<void> {
  await assertRecordInReach(reach, current);
  await assertCompanyInReach(reach, companyId);
}

/** The repository's password is hashed here (never stored or answered in clear); update may keep it. */
async function secretOf(
  fields: Record<string, unknown>,
  mode: 'register' | 'update',
): Promise<{ passwordHash?: string }> {
  const password = textOf(fields.password);
  if (!password && mode === 'register')
    throw new ValidationError([{ path: 'password', message: 'administration:passwordRequired' }]);
  return password ? { passwordHash: await hashPassword(password) } : {};
}

async function extras(
  reader: StreamReader,
  kind: RecordKindName,
  fields: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (kind !== 'vehicle') return {};
  return { companyName: await companyNameOf(reader, String(fields.companyId)) };
}

function withoutPasswords(data: Record<string, unknown>): Record<string, unknown> {
  const { password: _p, confirmPassword: _c, ...rest } = data;
  return rest;
}
