export type CameraProblem = 'noCamera' | 'cameraDenied' | 'cameraError';

const DENIED_NAMES = new Set(['NotAllowedError', 'SecurityError']);
const MISSING_NAMES = new Set(['NotFoundError', 'OverconstrainedError']);

/** The error's name (an Error or a DOMException), '' for anything else. */
const nameOf = (err: unknown): string =>
  err instanceof Error || err instanceof DOMException ? err.name : '';
/** The error's text (a thrown string or an Error's message), '' for anything else. */
const textOf = (err: unknown): string =>
  typeof err === 'string' ? err : err instanceof Error ? err.message : '';

/** Why the camera did not open, in the guard's words. */
export function cameraProblemOf(err: unknown): CameraProblem {
  const name = nameOf(err);
  const text = textOf(err);
  if (DENIED_NAMES.has(name) || /denied|permission/i.test(text)) return 'cameraDenied';
  if (MISSING_NAMES.has(name) || /not found|no camera/i.test(text)) return 'noCamera';
  return 'cameraError';
}
