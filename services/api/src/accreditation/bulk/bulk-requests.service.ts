import { hash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  DomainError,
  STREAMS,
  ValidationError,
  type BulkBatchView,
  type BulkFixRowBody,
  type BulkRowValues,
  type BulkSendBody,
  type BulkUploadParams,
} from '@faena/contracts';
import { deterministicUuid, ReadStore } from '@faena/core';
import { BULK_BATCHES_COLLECTION } from '@faena/projections';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { CommandAnswer } from '../../platform/commands/command-runner';
import { ReadWaiter } from '../../platform/storage/read-waiter';
import { contractFactsSpec } from '../accreditation.streams';
import {
  fixBulkRow,
  loadBulkFile,
  recordBulkChecks,
  startBulkSend,
} from '../domain/bulk-batch.decider';
import { readBulkFile } from './bulk-file.reader';
import { BulkWorker } from './bulk-worker';

/** The batch of a file: one per user, content and company data (the same file again is the same batch). */
export const batchIdOf = (user: Pick<AuthUser, 'sub'>, sha256: string, p: BulkUploadParams) =>
  deterministicUuid(
    'accreditation.bulk',
    [user.sub, sha256, p.companyId, p.contractId, p.profile, p.place].join('|'),
  );

/**
 * The bulk request's use cases: upload a file (its rows checked in the background), fix a row
 * (checked again at once), send the successful rows (in the background), read a batch.
 */
@Injectable()
export class BulkRequests {
  constructor(
    private readonly worker: BulkWorker,
    private readonly readStore: ReadStore,
    private readonly waiter: ReadWaiter,
  ) {}

  async upload(user: AuthUser, params: BulkUploadParams, bytes: Buffer): Promise<CommandAnswer> {
    const rows = await readBulkFile(bytes);
    return this.load(user, params, { rows, sha256: hash('sha256', bytes, 'hex') });
  }

  /**
   * Loads a file's rows as the user's batch (the same content and company data: the same batch,
   * nothing appended again) and starts checking them in the background.
   */
  async load(
    user: AuthUser,
    params: BulkUploadParams,
    { rows, sha256 }: { rows: Array<{ row: number; values: BulkRowValues }>; sha256: string },
  ): Promise<CommandAnswer> {
    await this.checkParties(user, params);
    const batchId = batchIdOf(user, sha256, params);
    const { fileName, ...company } = params;
    const data = {
      batchId,
      userId: user.sub,
      clientId: user.cid,
      ...company,
      fileName,
      sha256,
      rows,
    };
    const answer = await this.worker.append(user, {
      batchId,
      decide: (s) => loadBulkFile(data, s),
      commandId: deterministicUuid('accreditation.bulk.load', batchId),
    });
    void this.worker.start(user, batchId, 'check');
    return { ...answer, batchId, total: rows.length };
  }

  /** The contract is the user's client's, and the company the contract's (a contractor: its own). */
  private async checkParties(user: AuthUser, params: BulkUploadParams): Promise<void> {
    const contract = await this.worker
      .reader()
      .load(STREAMS.contract(params.contractId), contractFactsSpec);
    if (!contract || contract.clientId !== user.cid)
      throw new ValidationError([
        { path: 'contractId', message: 'errors:catalog.contractNotFound' },
      ]);
    const ownCompany = user.coid === null || user.coid === params.companyId;
    if (contract.companyId !== params.companyId || !ownCompany)
      throw new ValidationError([{ path: 'companyId', message: 'catalogs:refNotFound' }]);
  }

  async fixRow(user: AuthUser, body: BulkFixRowBody): Promise<CommandAnswer> {
    const { batchId, row, values } = body;
    await this.worker.append(user, {
      batchId,
      decide: (s) => fixBulkRow({ batchId, row, values, userId: user.sub }, s),
      commandId: body.commandId,
    });
    const batch = await this.worker.batch(batchId);
    const fixed = batch.exists ? batch.rows.get(row) : undefined;
    if (!fixed || fixed.status !== 'loaded')
      return this.worker.append(user, { batchId, decide: () => [] });
    const checked = await this.worker.checkRows(user, batch, [fixed]);
    return this.worker.append(user, {
      batchId,
      decide: (s) => recordBulkChecks({ batchId, rows: checked }, s),
    });
  }

  async send(user: AuthUser, body: BulkSendBody): Promise<CommandAnswer> {
    const { batchId } = body;
    const answer = await this.worker.append(user, {
      batchId,
      decide: (s) => startBulkSend({ batchId, userId: user.sub }, s),
      commandId: body.commandId,
    });
    void this.worker.start(user, batchId, 'send');
    return answer;
  }

  /** The user's batch (another user's answers like a missing one). */
  async get(user: AuthUser, batchId: string, afterPosition?: number): Promise<BulkBatchView> {
    await this.waiter.waitFor(afterPosition);
    const view = await this.readStore.get<BulkBatchView>(BULK_BATCHES_COLLECTION, batchId);
    if (!view || view.userId !== user.sub) throw new DomainError('accreditation.bulkNotFound');
    return view;
  }
}
