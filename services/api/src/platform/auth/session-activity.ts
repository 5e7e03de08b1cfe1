import { Injectable, SetMetadata } from '@nestjs/common';

/** The inactivity lock of the spec: a session idle longer than this is refused a refresh. */
export const MAX_IDLE_SECONDS = 400;

/**
 * Last activity per session family on this node (every authenticated request touches it). A
 * family this node has not seen counts from when its token was issued (restart, other node).
 */
@Injectable()
export class SessionActivity {
  private readonly last = new Map<string, number>();

  touch(familyId: string, atMs: number): void {
    this.last.set(familyId, atMs);
    if (this.last.size > 100_000) this.last.delete(this.last.keys().next().value as string);
  }

  /** Seconds idle at `nowMs`, counting from the later of the last activity and `sinceMs`. */
  idleSeconds(familyId: string, nowMs: number, sinceMs: number): number {
    const from = Math.max(this.last.get(familyId) ?? 0, sinceMs);
    return Math.max(0, Math.floor((nowMs - from) / 1000));
  }

  forget(familyId: string): void {
    this.last.delete(familyId);
  }
}

export const IDLE_PROBE_KEY = 'faena:idleProbe';
/** The route asks about idleness and does not count as activity. */
export const IdleProbe = () => SetMetadata(IDLE_PROBE_KEY, true);
