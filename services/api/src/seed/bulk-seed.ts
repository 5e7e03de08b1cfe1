import { Injectable, Logger } from '@nestjs/common';
import { addDays, DomainError, type BulkRowValues } from '@faena/contracts';
import { BulkRequests } from '../accreditation/bulk/bulk-requests.service';
import { BulkWorker } from '../accreditation/bulk/bulk-worker';
import { actorUser } from './sample-activity';

/** The demo catalogues' values of a truck operator's request at Toquepala. */
const PICKED = {
  place: 'TOQUEPALA',
  profile: 'OPERATIVO',
  organisationalUnit: 'UO-MINA',
  costCenter: 'CC-1001',
  positionId: 'CAR-OPC',
  function: 'ACARREO',
};

/** The demo's bulk file: six new people for the own-staff contract, one with an end past the contract. */
export function demoBulkRows(today: string): Array<{ row: number; values: BulkRowValues }> {
  const names = ['Rosa', 'Luis', 'Carmen', 'Jorge', 'Elena', 'Raúl'];
  return names.map((name, i) => ({
    row: i + 1,
    values: {
      documentType: 'DNI',
      documentNumber: String(79100001 + i),
      surnames: 'Parada Planta',
      names: name,
      gender: i % 2 === 0 ? 'F' : 'M',
      birthDate: '1988-04-12',
      startDate: addDays(today, 2),
      endDate: addDays(today, i === 3 ? 900 : 30),
      reason: 'Parada de planta',
      observation: '',
      organisationalUnit: PICKED.organisationalUnit,
      costCenter: PICKED.costCenter,
      positionId: PICKED.positionId,
      function: PICKED.function,
    },
  }));
}

/**
 * A bulk batch of SOLICITANTE's, loaded and checked through the bulk request's own path (not
 * sent): the screen shows successful rows and one observed row to fix. Its id is fixed by a
 * label instead of a file's hash, so a second run loads nothing again.
 */
@Injectable()
export class BulkSeed {
  private readonly logger = new Logger('Seed');
  constructor(
    private readonly bulk: BulkRequests,
    private readonly worker: BulkWorker,
  ) {}

  async run(today: string): Promise<string[]> {
    const user = actorUser('SOLICITANTE');
    const company = {
      companyId: 'EMP-MINERA-ANDINA',
      contractId: 'CTR-2026-000',
      profile: PICKED.profile,
      place: PICKED.place,
      fileName: 'parada-de-planta.xlsx',
    };
    try {
      const { batchId } = await this.bulk.load(user, company, {
        rows: demoBulkRows(today),
        sha256: 'demo-bulk-v1',
      });
      await this.worker.start(user, String(batchId), 'check');
      return [];
    } catch (err) {
      const why = err instanceof DomainError ? err.code : String(err);
      this.logger.warn(`the demo bulk batch was refused: ${why}`);
      return [`demo-bulk-v1: ${why}`];
    }
  }
}
