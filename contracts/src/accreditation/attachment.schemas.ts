import { z } from 'zod';
import { AttachedFileSchema } from '../administration/person.schemas';
import { CommandIdSchema } from '../shared/events';
import type { RequestStatus } from './accreditation.schemas';

/**
 * Attachments of an accreditation request (domain spec §3, §5: PDF only, the size limit of every
 * attached file). A PDF is added while the request is Incompleta, Pendiente or Observada and
 * taken away while it is Incompleta or Observada; the approver reads them while deciding.
 */
export const ATTACHABLE_REQUEST_STATUSES: readonly RequestStatus[] = ['I', 'P', 'O'];
export const DETACHABLE_REQUEST_STATUSES: readonly RequestStatus[] = ['I', 'O'];
/** A request holds at most this many files at once. */
export const MAX_REQUEST_ATTACHMENTS = 10;

const requestIdField = z
  .string({ error: 'common:requiredField' })
  .min(1, 'common:requiredField')
  .max(64);
const attachmentIdField = z
  .string({ error: 'common:requiredField' })
  .min(1, 'common:requiredField')
  .max(64);

/** POST adjuntar: the file travels as JSON (fileName + contentBase64), as every attached file does. */
export const AttachRequestFileBodySchema = z
  .object({ commandId: CommandIdSchema, requestId: requestIdField, file: AttachedFileSchema })
  .strict();
export type AttachRequestFileBody = z.infer<typeof AttachRequestFileBodySchema>;

/** POST quitarAdjunto: one attachment of the request goes. */
export const RemoveRequestAttachmentBodySchema = z
  .object({
    commandId: CommandIdSchema,
    requestId: requestIdField,
    attachmentId: attachmentIdField,
  })
  .strict();
export type RemoveRequestAttachmentBody = z.infer<typeof RemoveRequestAttachmentBodySchema>;

/** GET adjunto: the named attachment, or the first one without attachmentId. */
export const RequestAttachmentQuerySchema = z.object({
  requestId: requestIdField,
  attachmentId: attachmentIdField.optional(),
});
export type RequestAttachmentQuery = z.infer<typeof RequestAttachmentQuerySchema>;

/** What adjuntar answers besides the command result. */
export const AttachRequestFileResultSchema = z.object({ attachmentId: z.string() });

/** An attachment as the requests row shows it. */
export const RequestAttachmentSchema = z.object({
  attachmentId: z.string(),
  fileName: z.string(),
  size: z.number().int().min(0),
});
export type RequestAttachment = z.infer<typeof RequestAttachmentSchema>;

/** The downloaded attachment (shell spec §3 "Downloaded file"). */
export const DownloadedPdfSchema = z.object({
  fileName: z.string(),
  fileType: z.literal('application/pdf'),
  fileBase64: z.string(),
});
