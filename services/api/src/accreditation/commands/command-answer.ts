import type { CommandResult } from '@faena/contracts';

/** What every command of this context answers: id, revision, position (and extras). */
export type CommandAnswer = CommandResult & Record<string, unknown>;

/** The day a clock instant falls on (UTC), as yyyy-MM-dd. */
export const dayOf = (instant: Date): string => instant.toISOString().slice(0, 10);
