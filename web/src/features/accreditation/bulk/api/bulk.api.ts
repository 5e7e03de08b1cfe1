import {
  API,
  BulkBatchViewSchema,
  CommandResultSchema,
  type BulkBatchView,
  type BulkCompanyData,
  type BulkFixRowBody,
  type BulkSendBody,
  type DownloadedFile,
} from '@faena/contracts';
import { z } from 'zod';
import { http, request } from '../../../../lib/http';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const UploadResultSchema = CommandResultSchema.extend({
  batchId: z.string(),
  total: z.number(),
});

/** The .xlsx template: columns, lists and an example row. */
export const downloadTemplate = () => http.get<DownloadedFile>(API.bulkTemplate.path);

/** Uploads the file's bytes with the company data; the rows are checked in the background. */
export const uploadBulkFile = (company: BulkCompanyData, file: File) =>
  request<unknown>('POST', API.bulkUpload.path, {
    body: new Blob([file], { type: XLSX_TYPE }),
    query: { ...company, fileName: file.name },
  }).then((r) => UploadResultSchema.parse(r));

export const getBulkBatch = (batchId: string, afterPosition?: number): Promise<BulkBatchView> =>
  http
    .get<unknown>(API.bulkBatch.path, { batchId, afterPosition })
    .then((r) => BulkBatchViewSchema.parse(r));

export const fixBulkRow = (body: BulkFixRowBody) =>
  http.post<unknown>(API.bulkFixRow.path, body).then((r) => CommandResultSchema.parse(r));

export const sendBulkBatch = (body: BulkSendBody) =>
  http.post<unknown>(API.bulkSend.path, body).then((r) => CommandResultSchema.parse(r));
