import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addDays, DomainError, type SubmitVisitBody } from '@faena/contracts';
import { DecideVisitCommand } from '../accreditation/commands/decide-visit/decide-visit.command';
import { SubmitVisitCommand } from '../accreditation/commands/submit-visit/submit-visit.command';
import { actorUser } from './sample-activity';
import { demoPeople } from './people';

/** The host of the demo visits: the client's first own worker. */
const hostOf = (): string =>
  demoPeople().find((p) => p.companyId === 'EMP-MINERA-ANDINA' && p.condition === 'TRABAJADOR')
    ?.personId ?? 'PER-0001';

const visitor = (documentNumber: string, names: string, surnames: string) =>
  ({ documentType: 'DNI', documentNumber, names, surnames }) as const;

/** The demo visits: their visitors and zones, and their first and last day after the seed's today. */
const VISITS = [
  {
    approve: true,
    commandId: 'seed-visit-0001',
    visitors: [visitor('70000001', 'Carmen', 'Salas Quiroga')],
    zoneIds: ['ZON-GARITA'],
    days: [0, 1],
    observation: 'Auditoría de seguridad',
  },
  {
    approve: false,
    commandId: 'seed-visit-0002',
    visitors: [
      visitor('70000002', 'Raúl', 'Benítez Ortiz'),
      visitor('70000003', 'Sofía', 'Luna Paredes'),
    ],
    zoneIds: ['ZON-TALLER'],
    days: [1, 2],
    observation: 'Visita técnica de proveedor',
  },
] as const;

/**
 * Two demo visits, played through the commands (fixed command ids: a second run changes nothing):
 * one approved for today and tomorrow at the Garita (its visitor passes there, not elsewhere),
 * one pending in the approver's queue for the workshop. Both visitors are new: registered as VISITA.
 */
export function visitPlan(today: string): Array<{ body: SubmitVisitBody; approve: boolean }> {
  const hostId = hostOf();
  return VISITS.map(({ approve, commandId, visitors, zoneIds, days, observation }) => ({
    approve,
    body: {
      commandId,
      hostId,
      visitors: visitors.map((v) => ({ ...v })),
      zoneIds: [...zoneIds],
      startDate: addDays(today, days[0]),
      endDate: addDays(today, days[1]),
      observation,
    },
  }));
}

/** How many people the demo visits register (VISITA), beside the demo's PEOPLE_COUNT. */
export const SEEDED_VISITORS = visitPlan('2026-01-01').reduce(
  (n, v) => n + v.body.visitors.length,
  0,
);

@Injectable()
export class VisitsSeed {
  private readonly logger = new Logger('Seed');
  constructor(private readonly commands: CommandBus) {}

  /** Answers the commands the rules refused (command id: error code). */
  async run(today: string): Promise<string[]> {
    const refused: string[] = [];
    for (const { body, approve } of visitPlan(today)) {
      try {
        const visit = await this.commands.execute(
          new SubmitVisitCommand(actorUser('SOLICITANTE'), body),
        );
        if (approve)
          await this.commands.execute(
            new DecideVisitCommand(actorUser('APROBADOR'), 'approve', {
              commandId: `${body.commandId}-approve`,
              visitId: visit.id,
              comment: '',
            }),
          );
      } catch (err) {
        refused.push(`${body.commandId}: ${err instanceof DomainError ? err.code : String(err)}`);
      }
    }
    if (refused.length > 0) this.logger.warn(`visits refused: ${refused.join('; ')}`);
    return refused;
  }
}
