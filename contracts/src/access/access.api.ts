import { CommandAnswerSchema } from '../shared/answers';
import {
  CorrectMarkBodySchema,
  ManualMarkBodySchema,
  MarksPageSchema,
  OnSiteAnswerSchema,
  VoidMarkBodySchema,
} from './marks.schemas';
import { GridQuerySchema } from '../shared/grid';
import { MarkAnswerSchema, MarkBatchAnswerSchema } from './marks.answers';
import { MarkBatchBodySchema, MarkDoorBodySchema } from './access.schemas';
import { ZoneOccupancyAnswerSchema } from '../shared/board.answers';
import { type ApiCall } from '../shared/api-call';

/** Door marks and zone occupancy. */
export const MARK_DOOR_CALLS = {
  // access
  markDoor: {
    method: 'POST',
    path: '/api/AccesoMarcacion/registrar',
    answer: MarkAnswerSchema,
    body: MarkDoorBodySchema,
    access: { any: ['access.mark'] },
    tags: ['access'],
    summary: 'Mark door',
  },
  markBatch: {
    method: 'POST',
    path: '/api/AccesoMarcacion/lote',
    answer: MarkBatchAnswerSchema,
    body: MarkBatchBodySchema,
    access: { any: ['access.mark'] },
    tags: ['access'],
    summary: 'Mark batch',
  },
  zoneOccupancy: {
    method: 'GET',
    path: '/api/AccesoZona/ocupacion',
    answer: ZoneOccupancyAnswerSchema,
    access: { any: ['board.read'] },
    tags: ['access'],
    summary: 'Zone occupancy',
  },
} as const satisfies Record<string, ApiCall>;

/** Marks and the muster (issue 20, part 4). */
export const MARKS_CALLS = {
  // marks and the muster (issue 20, part 4)
  listMarks: {
    method: 'GET',
    path: '/api/AccesoMarcacion/listar',
    query: GridQuerySchema,
    answer: MarksPageSchema,
    access: { any: ['access.supervise', 'access.mark'] },
    tags: ['access'],
    summary: "The marks query: the client's marks, paged (skip/take/sort/filter)",
  },
  registerManualMark: {
    method: 'POST',
    path: '/api/AccesoMarcacion/registrarManual',
    answer: MarkAnswerSchema,
    body: ManualMarkBodySchema,
    access: { any: ['access.supervise'] },
    tags: ['access'],
    summary: 'A supervisor registers a mark by hand, with the reason',
  },
  correctMark: {
    method: 'POST',
    path: '/api/AccesoMarcacion/corregir',
    answer: CommandAnswerSchema,
    body: CorrectMarkBodySchema,
    access: { any: ['access.supervise'] },
    tags: ['access'],
    summary: "Correct a manual mark's hour, mode and reason (automatic marks are read-only)",
  },
  voidMark: {
    method: 'POST',
    path: '/api/AccesoMarcacion/anular',
    answer: CommandAnswerSchema,
    body: VoidMarkBodySchema,
    access: { any: ['access.supervise'] },
    tags: ['access'],
    summary: 'Void (delete) a manual mark, with the reason (automatic marks are read-only)',
  },
  listOnSite: {
    method: 'GET',
    path: '/api/AccesoEnSitio/listar',
    answer: OnSiteAnswerSchema,
    access: { any: ['access.supervise', 'board.read'] },
    tags: ['access'],
    summary: 'The muster: who is inside each zone, on a bus that left, or has a bed tonight',
  },
} as const satisfies Record<string, ApiCall>;
