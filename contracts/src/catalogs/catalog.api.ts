import {
  CatalogItemsAnswerSchema,
  CatalogMetadataAnswerSchema,
  CatalogPageSchema,
} from './catalog.answers';
import { CommandAnswerSchema } from '../shared/answers';
import { type ApiCall } from '../shared/api-call';

/** Catalogues: the reference calls and the generic administration. */
export const CATALOG_CALLS = {
  // catalogues: the spec's reference calls (point 7; cached by the web) ...
  referenceDocumentTypes: {
    method: 'GET',
    path: '/api/sistematipodocumento/obtenerTodos',
    answer: CatalogItemsAnswerSchema,
    access: 'signed-in',
    tags: ['catalogs'],
    summary: 'Reference document types',
  },
  referenceBloodTypes: {
    method: 'GET',
    path: '/api/sistematipoSangre/obtenerTodos',
    answer: CatalogItemsAnswerSchema,
    access: 'signed-in',
    tags: ['catalogs'],
    summary: 'Reference blood types',
  },
  referenceCivilStatus: {
    method: 'GET',
    path: '/api/sistemaestadoCivil/obtenerTodos',
    answer: CatalogItemsAnswerSchema,
    access: 'signed-in',
    tags: ['catalogs'],
    summary: 'Reference civil status',
  },
  referenceDrivingLicences: {
    method: 'GET',
    path: '/api/sistemalicenciaconducir/obtenerTodos',
    answer: CatalogItemsAnswerSchema,
    access: 'signed-in',
    tags: ['catalogs'],
    summary: 'Reference driving licences',
  },
  referenceDivisions: {
    method: 'GET',
    path: '/api/SistemaDivision/obtenerTodos',
    answer: CatalogItemsAnswerSchema,
    access: 'signed-in',
    tags: ['catalogs'],
    summary: 'Reference divisions',
  },
  referenceFunctions: {
    method: 'GET',
    path: '/api/AdministracionFuncion/obtenerTodos',
    answer: CatalogItemsAnswerSchema,
    access: 'signed-in',
    tags: ['catalogs'],
    summary: 'Reference functions',
  },
  // ... and the generic administration of every declared catalogue (:catalogId from contracts/src/catalogs)
  catalogGrid: {
    method: 'GET',
    path: '/api/SistemaCatalogo/:catalogId/listar',
    answer: CatalogPageSchema,
    access: { any: ['catalog.read'] },
    tags: ['catalogs'],
    summary: 'Catalog grid',
  },
  catalogCreate: {
    method: 'POST',
    path: '/api/SistemaCatalogo/:catalogId/registrar',
    answer: CommandAnswerSchema,
    access: { any: ['admin.operate'] },
    tags: ['catalogs'],
    summary: 'Catalog create',
  },
  catalogUpdate: {
    method: 'PUT',
    path: '/api/SistemaCatalogo/:catalogId/actualizar',
    answer: CommandAnswerSchema,
    access: { any: ['admin.operate'] },
    tags: ['catalogs'],
    summary: 'Catalog update',
  },
  catalogState: {
    method: 'POST',
    path: '/api/SistemaCatalogo/:catalogId/estado',
    answer: CommandAnswerSchema,
    access: { any: ['admin.operate'] },
    tags: ['catalogs'],
    summary: 'Catalog state',
  },
  catalogMetadata: {
    method: 'GET',
    path: '/api/SistemaCatalogo/:catalogId/metadatos',
    answer: CatalogMetadataAnswerSchema,
    access: { any: ['catalog.read'] },
    tags: ['catalogs'],
    summary: 'Catalog metadata',
  },
} as const satisfies Record<string, ApiCall>;
