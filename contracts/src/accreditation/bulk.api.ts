import {
  BulkBatchQuerySchema,
  BulkBatchViewSchema,
  BulkFixRowBodySchema,
  BulkSendBodySchema,
  BulkUploadParamsSchema,
} from './bulk.schemas';
import { BulkUploadAnswerSchema } from './accreditation.answers';
import { CommandAnswerSchema, DownloadedFileSchema } from '../shared/answers';
import { type ApiCall } from '../shared/api-call';

/** The bulk (mass) request from a spreadsheet (issue 19). */
export const BULK_CALLS = {
  // the bulk (mass) request from a spreadsheet (issue 19): template, upload, rows, fix, send
  bulkTemplate: {
    method: 'GET',
    path: '/api/AcreditacionMasiva/plantilla',
    answer: DownloadedFileSchema,
    access: { any: ['request.submit'] },
    tags: ['accreditation'],
    summary: 'Bulk request: the .xlsx template (columns, lists, an example row)',
  },
  bulkUpload: {
    method: 'POST',
    path: '/api/AcreditacionMasiva/cargar',
    answer: BulkUploadAnswerSchema,
    query: BulkUploadParamsSchema,
    access: { any: ['request.submit'] },
    tags: ['accreditation'],
    summary: "Bulk request: upload the filled .xlsx (the body is the file's bytes)",
  },
  bulkBatch: {
    method: 'GET',
    path: '/api/AcreditacionMasiva/obtener',
    answer: BulkBatchViewSchema,
    query: BulkBatchQuerySchema,
    access: { any: ['request.submit'] },
    tags: ['accreditation'],
    summary: 'Bulk request: a batch, its rows and progress',
  },
  bulkFixRow: {
    method: 'POST',
    path: '/api/AcreditacionMasiva/corregirFila',
    answer: CommandAnswerSchema,
    body: BulkFixRowBodySchema,
    access: { any: ['request.submit'] },
    tags: ['accreditation'],
    summary: 'Bulk request: fix a row in place and validate it again',
  },
  bulkSend: {
    method: 'POST',
    path: '/api/AcreditacionMasiva/enviar',
    answer: CommandAnswerSchema,
    body: BulkSendBodySchema,
    access: { any: ['request.submit'] },
    tags: ['accreditation'],
    summary: 'Bulk request: send the valid rows as requests',
  },
} as const satisfies Record<string, ApiCall>;
