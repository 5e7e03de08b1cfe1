import type { Permission } from '@faena/contracts';
import { streamContextOf } from '@faena/contracts';

/**
 * Who may read a stream's history, by the stream's context: administration data (catalog.*) is for
 * administrators and auditors; the flows' streams for holders of audit.read; anything else
 * (identity, sessions, command markers, system) for administrators only.
 */
const BY_CONTEXT: Record<string, Permission> = {
  catalog: 'catalog.audit',
  accreditation: 'audit.read',
  access: 'audit.read',
  transport: 'audit.read',
  lodging: 'audit.read',
};

export const historyPermissionFor = (stream: string): Permission => BY_CONTEXT[streamContextOf(stream)] ?? 'admin.operate';
