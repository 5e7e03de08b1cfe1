import type { CommandResult } from '@faena/contracts';

/** What every command of this context answers: id, revision, position (and extras). */
export type CommandAnswer = CommandResult & Record<string, unknown>;
