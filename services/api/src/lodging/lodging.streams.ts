import type { BedEvent } from '@faena/contracts';
import type { StreamSpec } from '../platform/commands/command-runner';
import { evolveBed, initialBed, type Bed } from './domain/bed.decider';
import { evolvePersonNights, initialPersonNights } from './domain/person-nights.decider';

/** How the lodging streams fold for a command (names: STREAMS in contracts). */
export const bedSpec: StreamSpec<Bed, BedEvent> = { initial: initialBed, evolve: evolveBed };
export const personNightsSpec = { initial: initialPersonNights, evolve: evolvePersonNights };
export { campSpec, guestSpec } from './domain/camp-facts';
