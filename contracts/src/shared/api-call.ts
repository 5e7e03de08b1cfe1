import type { z } from 'zod';
import type { Permission } from '../identity/identity.schemas';

/** The shape of one entry of the API table (api.ts) and the access lists its contexts share. */

/**
 * Who may make a call: anyone, any signed-in session, or a session whose profile holds at least one
 * of the listed permissions. The server's guard applies it (401 unsigned, 403 auth.forbidden).
 */
export type Access = 'public' | 'signed-in' | { readonly any: readonly Permission[] };

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  access: Access;
  /** the context the call belongs to (OpenAPI tag) */
  tags?: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  answer?: z.ZodType;
  /** an answer that is not the `{ result }` envelope (files, pages, probes, metrics): see RawAnswer */
  raw?: RawAnswer;
  summary?: string;
}

/**
 * What a call answers when it is not the `{ result }` envelope: its media types and, for a JSON
 * body, that body's schema. The OpenAPI document describes it as is (a file as binary content).
 */
export interface RawAnswer {
  types: readonly string[];
  description: string;
  schema?: z.ZodType;
}
/** The stored files of people and vehicles: their PDFs and photos, as stored. */
export const STORED_FILE: RawAnswer = {
  types: ['application/pdf', 'image/png', 'image/jpeg'],
  description: 'The stored file',
};

/** Who reads requirements: whoever manages, submits or reviews them. */
export const REQUIREMENTS_READ = [
  'requirements.manage',
  'requirements.submit',
  'requirements.review',
] as const satisfies readonly Permission[];

/** Who reads the access configuration: the client's administrators and its approvers. */
export const ACCESS_CONFIG_READ = [
  'admin.operate',
  'request.decide',
] as const satisfies readonly Permission[];
