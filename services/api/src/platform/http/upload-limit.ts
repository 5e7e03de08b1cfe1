import { HttpException } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { DomainError, ValidationError } from '@faena/contracts';
import { SPREADSHEET_TYPES } from './http-setup';

/** Where an upload route carries its file: the field its size message names. */
interface UploadRouteConfig {
  uploadField?: string;
}

/**
 * Marks a route that takes a file in its JSON body (base64). A body over the server's limit on
 * such a route answers the spec's size message on the file's field ('Los archivos deben pesar
 * menos de 0.5 MB'), like a file over the limit inside a body that fits.
 */
export const UploadRoute = (field = 'file.contentBase64') =>
  RouteConfig({ uploadField: field } satisfies UploadRouteConfig);

const bodyTooLarge = (err: unknown) =>
  (err instanceof HttpException && err.getStatus() === 413) ||
  (typeof err === 'object' &&
    err !== null &&
    (err as { code?: unknown }).code === 'FST_ERR_CTP_BODY_TOO_LARGE');

/** The error to answer: on an upload route, a body over the limit becomes the file field's size issue. */
export function uploadAware(err: unknown, req: FastifyRequest): unknown {
  if (!bodyTooLarge(err)) return err;
  if (SPREADSHEET_TYPES.some((t) => (req.headers['content-type'] ?? '').startsWith(t)))
    return new DomainError('accreditation.bulkFileTooLarge');
  const field = (req.routeOptions.config as UploadRouteConfig | undefined)?.uploadField;
  return field
    ? new ValidationError([{ path: field, message: 'administration:fileTooLarge' }])
    : err;
}
