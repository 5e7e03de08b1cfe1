import { z } from 'zod';

/**
 * Helpers for the API table's `answer` schemas: what a call answers inside its `{ result }`
 * envelope. Answer schemas describe (OpenAPI) and check (the sample-answers spec) the server's
 * output; they are not strict, so a field added to a row does not break an older reader.
 */

/** A grid's page: its rows (each with its RowIndex) and the count of every matching row. */
export const gridPageOf = (row: z.ZodObject) =>
  z.object({
    data: z.array(row.extend({ RowIndex: z.number().int() })),
    totalCount: z.number().int().min(0),
  });

/** A text field a row may lack or hold as null. */
export const optText = () => z.string().nullish();

/** The answer of a command: the stream it wrote to, its revision and the event store position. */
export { CommandResultSchema as CommandAnswerSchema } from './events';

/** A downloaded file, base64 in the JSON answer (shell spec §3 "Downloaded file"). */
export const DownloadedFileSchema = z.object({
  fileName: z.string(),
  fileType: z.string(),
  fileBase64: z.string(),
});
