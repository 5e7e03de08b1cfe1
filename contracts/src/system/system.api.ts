import {
  ClientParametersAnswerSchema,
  SaveClientParametersBodySchema,
} from './client-parameters.schemas';
import { CommandAnswerSchema } from '../shared/answers';
import { DevClockAnswerSchema, DevClockBodySchema } from '../shared/dev-clock.schemas';
import { GlobalSearchAnswerSchema, HomeSummaryAnswerSchema } from './system.answers';
import { GlobalSearchQuerySchema } from './global-search.schemas';
import { RecordHistorySchema } from '../administration/administration.answers';
import { SiteInfoSchema } from '../shared/site.schemas';
import { type ApiCall } from '../shared/api-call';

/** The site (public): its time zone. */
export const SITE_CALLS = {
  // the site (public): its time zone
  siteInfo: {
    method: 'GET',
    path: '/api/SistemaSitio/obtener',
    answer: SiteInfoSchema,
    access: 'public',
    tags: ['operations'],
    summary: 'Site info',
  },
} as const satisfies Record<string, ApiCall>;

/** The header's global search and every record's history. */
export const GLOBAL_SEARCH_CALLS = {
  // the header's global search (Ctrl+K): people, requests, vehicles, companies
  globalSearch: {
    method: 'GET',
    path: '/api/SistemaBusqueda/buscar',
    answer: GlobalSearchAnswerSchema,
    query: GlobalSearchQuerySchema,
    access: 'signed-in',
    tags: ['system'],
    summary: 'Find people, requests, vehicles and companies the caller may open',
  },
  // every record's history (the stream's events with audit fields)
  recordHistory: {
    method: 'GET',
    path: '/api/historial',
    answer: RecordHistorySchema,
    access: 'signed-in',
    tags: ['history'],
    summary: 'Record history',
  },
} as const satisfies Record<string, ApiCall>;

/** The landing dashboard's figures. */
export const HOME_SUMMARY_CALLS = {
  // the landing dashboard's figures, those the caller's permissions allow
  homeSummary: {
    method: 'GET',
    path: '/api/SistemaInicio/resumen',
    answer: HomeSummaryAnswerSchema,
    access: 'signed-in',
    tags: ['system'],
    summary: "The landing dashboard's figures the caller may see",
  },
} as const satisfies Record<string, ApiCall>;

/** The development clock (DEV_CLOCK=true, never in production). */
export const DEV_CLOCK_CALLS = {
  // the development clock (DEV_CLOCK=true, never in production): browser tests move the server's days
  devClock: {
    method: 'GET',
    path: '/api/dev/reloj',
    answer: DevClockAnswerSchema,
    access: { any: ['platform.operate'] },
    tags: ['operations'],
    summary: "Dev clock: the server clock's offset in days",
  },
  devClockSet: {
    method: 'POST',
    path: '/api/dev/reloj',
    answer: DevClockAnswerSchema,
    body: DevClockBodySchema,
    access: { any: ['platform.operate'] },
    tags: ['operations'],
    summary: "Dev clock: move the server's clock by whole days",
  },
} as const satisfies Record<string, ApiCall>;

/** The client's parameters (issue 19). */
export const CLIENT_PARAMETERS_CALLS = {
  // the client's parameters (issue 19, spec §1 System parameterizations): its administrators
  saveClientParameters: {
    method: 'POST',
    path: '/api/SistemaParametro/guardar',
    body: SaveClientParametersBodySchema,
    answer: CommandAnswerSchema,
    access: { any: ['admin.operate'] },
    tags: ['system'],
    summary: "Save the client's parameters (visit maximum days, endowment policy)",
  },
  getClientParameters: {
    method: 'GET',
    path: '/api/SistemaParametro/obtener',
    answer: ClientParametersAnswerSchema,
    access: { any: ['admin.operate'] },
    tags: ['system'],
    summary: "The client's parameters (the defaults while never saved)",
  },
} as const satisfies Record<string, ApiCall>;
