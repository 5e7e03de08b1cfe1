import type { Permission } from '@faena/contracts';
import { STREAMS, streamContextOf } from '@faena/contracts';

/**
 * Who may read a stream's history, by the stream's context: administration data (catalog.*) is for
 * administrators and auditors (customers and repositories: administrators only); the flows'
 * streams for holders of audit.read; anything else (identity: every client's users and sessions,
 * command markers, system) for the platform operator only.
 */
const BY_CONTEXT: Record<string, Permission> = {
  catalog: 'catalog.audit',
  accreditation: 'audit.read',
  access: 'audit.read',
  transport: 'audit.read',
  lodging: 'audit.read',
};

/** Administration records only administrators read (customers' tax ids and e-mails, repositories' paths and users). */
const ADMIN_ONLY_PREFIXES = [STREAMS.customer(''), STREAMS.repository('')];

export const historyPermissionFor = (stream: string): Permission =>
  ADMIN_ONLY_PREFIXES.some((prefix) => stream.startsWith(prefix))
    ? 'catalog.admin'
    : (BY_CONTEXT[streamContextOf(stream)] ?? 'platform.operate');
