import type { CommandResult } from '@faena/contracts';

/** What a seat command answers: id (the trip), revision of the trip stream, position. */
export type CommandAnswer = CommandResult & Record<string, unknown>;
