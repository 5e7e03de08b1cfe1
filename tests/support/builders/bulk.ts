import type {
  BulkFileLoaded,
  BulkRowFixed,
  BulkRowsChecked,
  BulkRowsProcessed,
  BulkRowValues,
  BulkSendStarted,
} from '@faena/contracts';
import { IDS, TODAY } from './ids';
import { REQUEST_PICKED } from './accreditation';

export const BULK_ID = 'BULK-1';

/** A filled row of the bulk template: a person by document and the request's fields. */
export const bulkRowValues = (over: Partial<BulkRowValues> = {}): BulkRowValues => ({
  documentType: 'DNI',
  documentNumber: '40112233',
  surnames: 'Quispe Rojas',
  names: 'Ana',
  gender: 'F',
  birthDate: '1990-01-02',
  startDate: TODAY,
  endDate: '2026-06-30',
  reason: 'Ingreso a faena',
  observation: '',
  organisationalUnit: REQUEST_PICKED.organisationalUnit,
  costCenter: REQUEST_PICKED.costCenter,
  positionId: REQUEST_PICKED.positionId,
  function: REQUEST_PICKED.function,
  ...over,
});

export const bulkFileLoaded = (
  rows = 2,
  over: Partial<BulkFileLoaded['data']> = {},
): BulkFileLoaded => ({
  type: 'accreditation.BulkFileLoaded',
  data: {
    batchId: BULK_ID,
    userId: IDS.submitter,
    clientId: IDS.client,
    companyId: IDS.company,
    contractId: IDS.contract,
    profile: REQUEST_PICKED.profile,
    place: REQUEST_PICKED.place,
    fileName: 'personas.xlsx',
    sha256: 'abc',
    rows: Array.from({ length: rows }, (_, i) => ({
      row: i + 1,
      values: bulkRowValues({ documentNumber: String(40112233 + i) }),
    })),
    ...over,
  },
});

type CheckedRow = BulkRowsChecked['data']['rows'][number];
export const bulkRowsChecked = (
  rows: Array<Partial<CheckedRow> & { row: number }>,
): BulkRowsChecked => ({
  type: 'accreditation.BulkRowsChecked',
  data: {
    batchId: BULK_ID,
    rows: rows.map((r) => ({ status: 'successful', issues: [], personId: null, ...r })),
  },
});

export const bulkRowFixed = (row: number, values = bulkRowValues()): BulkRowFixed => ({
  type: 'accreditation.BulkRowFixed',
  data: { batchId: BULK_ID, row, values },
});

export const bulkSendStarted = (): BulkSendStarted => ({
  type: 'accreditation.BulkSendStarted',
  data: { batchId: BULK_ID, userId: IDS.submitter },
});

export const bulkRowsProcessed = (rows: number[]): BulkRowsProcessed => ({
  type: 'accreditation.BulkRowsProcessed',
  data: {
    batchId: BULK_ID,
    rows: rows.map((row) => ({
      row,
      personId: `P-${String(row)}`,
      requestId: `R-${String(row)}`,
      code: `SOL-${String(row)}`,
    })),
  },
});
