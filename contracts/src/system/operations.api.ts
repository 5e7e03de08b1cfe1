import { HealthBodySchema, ReadyBodySchema, RebuildAnswerSchema } from './system.answers';
import { type ApiCall } from '../shared/api-call';

/** Operations (probes, rebuild, metrics) and the OpenAPI document of the table. */
export const OPERATIONS_CALLS = {
  // operations
  health: {
    method: 'GET',
    path: '/health',
    raw: {
      types: ['application/json'],
      description: 'The node is alive',
      schema: HealthBodySchema,
    },
    access: 'public',
    tags: ['operations'],
    summary: 'Health',
  },
  ready: {
    method: 'GET',
    path: '/health/ready',
    raw: {
      types: ['application/json'],
      description: 'Ready (200) or not (503)',
      schema: ReadyBodySchema,
    },
    access: 'public',
    tags: ['operations'],
    summary: 'Ready',
  },
  rebuildProjections: {
    method: 'POST',
    path: '/api/admin/projections/rebuild',
    answer: RebuildAnswerSchema,
    access: { any: ['platform.operate'] },
    tags: ['operations'],
    summary: 'Rebuild projections',
  },
  metrics: {
    method: 'GET',
    path: '/metrics',
    raw: { types: ['text/plain'], description: 'Prometheus text exposition format' },
    access: 'public',
    tags: ['operations'],
    summary: 'Metrics',
  },
  // this table as an OpenAPI 3.1 document (public: shapes only, no data)
  docsJson: {
    method: 'GET',
    path: '/api/docs-json',
    raw: { types: ['application/json'], description: 'This OpenAPI 3.1 document' },
    access: 'public',
    tags: ['documentation'],
    summary: 'Docs json',
  },
  apiDocs: {
    method: 'GET',
    path: '/api/docs',
    raw: { types: ['text/html'], description: "Swagger UI's page over this document" },
    access: 'public',
    tags: ['documentation'],
    summary: 'Api docs',
  },
  apiDocsAsset: {
    method: 'GET',
    path: '/api/docs/:asset',
    raw: { types: ['text/css', 'text/javascript'], description: "A file of Swagger UI's page" },
    access: 'public',
    tags: ['documentation'],
    summary: 'Api docs asset',
  },
} as const satisfies Record<string, ApiCall>;
