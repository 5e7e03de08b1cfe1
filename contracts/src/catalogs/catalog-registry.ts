import type { CatalogDefinition, CatalogMenuGroup, Labels } from './catalog-definition';
import { ADMINISTRATION_CATALOGS } from './definitions/administration.catalogs';
import { OPERATIONS_CATALOGS } from './definitions/operations.catalogs';
import { SYSTEM_CATALOGS } from './definitions/system.catalogs';
import { VEHICLE_CATALOGS } from './definitions/vehicle.catalogs';

/** Every simple list of the product, declared once; commands, read model, grid, form and menu follow. */
export const CATALOGS: readonly CatalogDefinition[] = [
  ...SYSTEM_CATALOGS,
  ...ADMINISTRATION_CATALOGS,
  ...VEHICLE_CATALOGS,
  ...OPERATIONS_CATALOGS,
];

const BY_ID = new Map(CATALOGS.map((c) => [c.id, c]));
export const catalogById = (id: string): CatalogDefinition | undefined => BY_ID.get(id);

/** The menu groups under ADMINISTRACIÓN, in menu order. */
export const CATALOG_MENU_GROUPS: ReadonlyArray<{
  id: CatalogMenuGroup;
  labels: Labels;
  icon: string;
}> = [
  { id: 'SIS', labels: { es: 'Sistema', en: 'System' }, icon: 'settings' },
  { id: 'ADM', labels: { es: 'Tablas maestras', en: 'Master tables' }, icon: 'database' },
  { id: 'VEH', labels: { es: 'Tablas de vehículos', en: 'Vehicle tables' }, icon: 'car' },
  { id: 'ACC', labels: { es: 'Acceso', en: 'Access' }, icon: 'door' },
  { id: 'IDE', labels: { es: 'Identificación', en: 'Identification' }, icon: 'id' },
  { id: 'COM', labels: { es: 'Comedor', en: 'Dining' }, icon: 'tools-kitchen' },
];

/** The web route of a catalogue's screen. */
export const catalogRoute = (catalogId: string) => `/administracion/catalogos/${catalogId}`;

/**
 * The spec's reference calls (point 7): which catalogue each answers, and how its query maps to
 * the catalogue's scope and filters. The web caches their answers (vcg: prefix, 86400 s).
 */
export const REFERENCE_LISTS = {
  documentTypes: { catalogId: 'document-types', by: 'IdPais' },
  bloodTypes: { catalogId: 'blood-types', by: null },
  civilStatus: { catalogId: 'civil-status', by: null },
  drivingLicences: { catalogId: 'driving-licences', by: 'IdPais' },
  divisions: { catalogId: 'divisions', by: 'IdCliente' },
  functions: { catalogId: 'functions', by: 'IdCliente' },
} as const;
export type ReferenceListName = keyof typeof REFERENCE_LISTS;
