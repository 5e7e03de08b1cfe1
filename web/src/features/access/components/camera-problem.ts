export type CameraProblem = 'noCamera' | 'cameraDenied' | 'cameraError';

/** Why the camera did not open, in the guard's words. */
export function cameraProblemOf(err: unknown): CameraProblem {
  const name = err instanceof Error || err instanceof DOMException ? err.name : '';
  const text = typeof err === 'string' ? err : err instanceof Error ? err.message : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || /denied|permission/i.test(text))
    return 'cameraDenied';
  if (
    name === 'NotFoundError' ||
    name === 'OverconstrainedError' ||
    /not found|no camera/i.test(text)
  )
    return 'noCamera';
  return 'cameraError';
}
