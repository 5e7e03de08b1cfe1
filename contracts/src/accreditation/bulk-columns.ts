import type { BulkColumn } from './bulk.schemas';

/** The template's header of each column (Spanish, as the screens): the upload matches by either. */
export const BULK_COLUMN_LABELS: Record<BulkColumn, string> = {
  documentType: 'Tipo documento',
  documentNumber: 'Número documento',
  surnames: 'Apellidos',
  names: 'Nombres',
  gender: 'Sexo',
  birthDate: 'Fecha nacimiento',
  startDate: 'Fecha inicio',
  endDate: 'Fecha fin',
  reason: 'Motivo',
  observation: 'Observación',
  organisationalUnit: 'Unidad organizativa',
  costCenter: 'Centro de costo',
  positionId: 'Cargo',
  function: 'Función',
};
