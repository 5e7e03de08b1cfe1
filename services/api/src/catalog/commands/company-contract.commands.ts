import { Injectable } from '@nestjs/common';
import {
  DomainError,
  STREAMS,
  type AddContractAddendumBody,
  type DomainEvent,
  type RegisterCompanyBody,
  type RegisterContractBody,
  type UpdateCompanyBody,
  type UpdateContractBody,
} from '@faena/contracts';
import { deterministicUuid } from '@faena/core';
import type { AuthUser } from '../../platform/auth/auth-user';
import { CommandRunner, type StreamReader } from '../../platform/commands/command-runner';
import { addAddendum, registerCompany, registerContract, updateCompany, updateContract } from '../domain/company-contract.decider';
import { companySpec, contractSpec } from './catalog-specs';
import { documentTypeFacts } from './document-facts';

/** A company's id follows from its document, so one document registers one company. */
export const companyIdFor = (documentType: string, documentNumber: string) => `EMP-${documentType}-${documentNumber}`.toUpperCase().replace(/[^A-Z0-9-]/g, '');
/** A contract's id is its code (as the demo's CTR-2026-001): a code registers one contract. */
export const contractIdFor = (code: string) => code.toUpperCase().replace(/[^A-Z0-9._-]/g, '-');

async function companyNameOf(reader: StreamReader, companyId: string): Promise<string> {
  const company = await reader.load(STREAMS.company(companyId), companySpec);
  if (!company) throw new DomainError('catalog.companyNotFound');
  return company.name;
}

@Injectable()
export class CompanyContractCommands {
  constructor(private readonly runner: CommandRunner) {}

  registerCompany(user: AuthUser, body: RegisterCompanyBody) {
    const { commandId: _c, ...fields } = body;
    const companyId = companyIdFor(fields.documentType, fields.documentNumber);
    return this.write(user, body, STREAMS.company(companyId), companyId, async (r) => {
      const documentType = await documentTypeFacts(r, fields.documentType, [fields.country]);
      return registerCompany({ companyId, fields, documentType }, await r.load(STREAMS.company(companyId), companySpec));
    });
  }

  updateCompany(user: AuthUser, body: UpdateCompanyBody) {
    const { commandId: _c, companyId, ...fields } = body;
    return this.write(user, body, STREAMS.company(companyId), companyId, async (r) => {
      const documentType = await documentTypeFacts(r, fields.documentType, [fields.country]);
      return updateCompany({ companyId, fields, documentType }, await r.load(STREAMS.company(companyId), companySpec));
    });
  }

  registerContract(user: AuthUser, body: RegisterContractBody) {
    const { commandId: _c, ...fields } = body;
    const contractId = contractIdFor(fields.code);
    return this.write(user, body, STREAMS.contract(contractId), contractId, async (r) => {
      const companyName = await companyNameOf(r, fields.companyId);
      return registerContract({ contractId, fields, companyName, clientId: user.cid }, await r.load(STREAMS.contract(contractId), contractSpec));
    });
  }

  updateContract(user: AuthUser, body: UpdateContractBody) {
    const { commandId: _c, contractId, ...fields } = body;
    return this.write(user, body, STREAMS.contract(contractId), contractId, async (r) => {
      const companyName = await companyNameOf(r, fields.companyId);
      return updateContract({ contractId, fields, companyName, clientId: user.cid }, await r.load(STREAMS.contract(contractId), contractSpec));
    });
  }

  addAddendum(user: AuthUser, body: AddContractAddendumBody) {
    const addendumId = deterministicUuid('catalog.addendum', body.commandId);
    return this.write(user, body, STREAMS.contract(body.contractId), body.contractId, async (r) =>
      addAddendum(
        { contractId: body.contractId, addendumId, newEndDate: body.newEndDate, newQuota: body.newQuota, reason: body.reason, date: body.date },
        await r.load(STREAMS.contract(body.contractId), contractSpec),
      ),
    );
  }

  private write(user: AuthUser, body: { commandId: string }, stream: string, id: string, decide: (reader: StreamReader) => Promise<DomainEvent[]>) {
    return this.runner.run({ commandId: body.commandId, user, payload: body }, async (reader) => ({ id, writes: [{ stream, events: await decide(reader) }] }));
  }
}
