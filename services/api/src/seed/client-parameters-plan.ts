import type { SaveClientParametersBody } from '@faena/contracts';

/**
 * The demo clients' parameters, saved through their command by each client's administrator: the
 * main client keeps the defaults' rule (over-endowment refused) with a 7-day visit, the second
 * client warns and allows 5 days (fixed command ids: a second run changes nothing).
 */
export const DEMO_CLIENT_PARAMETERS: ReadonlyArray<{
  actor: 'ADMIN' | 'PAC-ADMIN';
  body: SaveClientParametersBody;
}> = [
  {
    actor: 'ADMIN',
    body: {
      commandId: 'seed-client-parameters-main',
      parameters: { visitMaxDays: 7, endowmentPolicy: 'refuse' },
    },
  },
  {
    actor: 'PAC-ADMIN',
    body: {
      commandId: 'seed-client-parameters-second',
      parameters: { visitMaxDays: 5, endowmentPolicy: 'warn' },
    },
  },
];
