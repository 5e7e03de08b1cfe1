import { Injectable } from '@nestjs/common';
import { DomainError, STREAMS, ValidationError, type DomainEvent, type RemoveHolidayBody, type SetHolidayBody } from '@faena/contracts';
import { deterministicUuid } from '@faena/core';
import type { AuthUser } from '../../platform/auth/auth-user';
import { CommandRunner, type StreamReader } from '../../platform/commands/command-runner';
import { hashPassword } from '../../identity/password-hasher';
import { removeHoliday, setHoliday } from '../domain/country.decider';
import { RECORD_KINDS, recordSpec, registerRecord, updateRecord, type RecordKindName } from '../domain/master-record.decider';
import { companySpec, countrySpec } from './catalog-specs';

type Body = { commandId: string } & Record<string, unknown>;
const ID_KEY: Record<RecordKindName, string> = { position: 'positionId', vehicle: 'vehicleId', customer: 'customerId', repository: 'repositoryId' };
const PREFIX: Record<RecordKindName, string> = { position: 'CAR', vehicle: 'VEH', customer: 'CLI', repository: 'REP' };

/** Positions, vehicles, customers and repositories: register / update a full snapshot; countries' holidays. */
@Injectable()
export class MasterRecordCommands {
  constructor(private readonly runner: CommandRunner) {}

  register(user: AuthUser, kind: RecordKindName, body: Body) {
    const id = kind === 'vehicle' ? String(body.plate) : `${PREFIX[kind]}-${deterministicUuid(`catalog.${kind}`, body.commandId).slice(0, 8).toUpperCase()}`;
    return this.save(user, kind, body, id, 'register');
  }

  update(user: AuthUser, kind: RecordKindName, body: Body) {
    return this.save(user, kind, body, String(body[ID_KEY[kind]]), 'update');
  }

  setHoliday(user: AuthUser, body: SetHolidayBody) {
    return this.run(user, body, STREAMS.country(body.countryId), body.countryId, async (r) =>
      setHoliday({ countryId: body.countryId, countryName: body.countryName, holiday: body.holiday, previous: body.previous }, await r.load(STREAMS.country(body.countryId), countrySpec)),
    );
  }

  removeHoliday(user: AuthUser, body: RemoveHolidayBody) {
    return this.run(user, body, STREAMS.country(body.countryId), body.countryId, async (r) =>
      removeHoliday({ countryId: body.countryId, day: body.day, month: body.month }, await r.load(STREAMS.country(body.countryId), countrySpec)),
    );
  }

  private async save(user: AuthUser, kind: RecordKindName, body: Body, id: string, mode: 'register' | 'update') {
    const stream = `catalog.${kind}-${id}`;
    const spec = recordSpec(RECORD_KINDS[kind]);
    const { commandId: _c, ...fields } = body;
    const secret = kind === 'repository' ? await this.secretOf(fields, mode) : {};
    return this.run(user, body, stream, id, async (r) => {
      const current = await r.load(stream, spec);
      const data: Record<string, unknown> = { ...fields, ...(await this.extras(r, kind, fields)), [ID_KEY[kind]]: id };
      if (kind === 'repository') Object.assign(data, withoutPasswords(data), { passwordHash: secret.passwordHash ?? current?.passwordHash ?? '' });
      const clean = kind === 'repository' ? withoutPasswords(data) : data;
      return mode === 'register' ? registerRecord(RECORD_KINDS[kind], clean, current) : updateRecord(RECORD_KINDS[kind], clean, current);
    });
  }

  /** The repository's password is hashed here (never stored or answered in clear); update may keep it. */
  private async secretOf(fields: Record<string, unknown>, mode: 'register' | 'update'): Promise<{ passwordHash?: string }> {
    const password = String(fields.password ?? '');
    if (!password && mode === 'register') throw new ValidationError([{ path: 'password', message: 'catalog:passwordRequired' }]);
    return password ? { passwordHash: await hashPassword(password) } : {};
  }

  private async extras(reader: StreamReader, kind: RecordKindName, fields: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (kind !== 'vehicle') return {};
    const company = await reader.load(STREAMS.company(String(fields.companyId)), companySpec);
    if (!company) throw new DomainError('catalog.companyNotFound');
    return { companyName: company.name };
  }

  private run(user: AuthUser, body: { commandId: string }, stream: string, id: string, decide: (reader: StreamReader) => Promise<DomainEvent[]>) {
    return this.runner.run({ commandId: body.commandId, user, payload: body }, async (reader) => ({ id, writes: [{ stream, events: await decide(reader) }] }));
  }
}

function withoutPasswords(data: Record<string, unknown>): Record<string, unknown> {
  const { password: _p, confirmPassword: _c, ...rest } = data;
  return rest;
}
