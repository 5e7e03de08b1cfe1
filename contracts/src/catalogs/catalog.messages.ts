/** Spanish texts of the catalogs messages (merged into MESSAGES_ES, shared/messages.ts). */
export const CATALOG_MESSAGES_ES: Record<string, string> = {
  'errors:catalog.personNotFound': 'La persona no existe.',
  'errors:catalog.contractNotFound': 'El contrato no existe.',
  'catalogs:outOfRange': 'El valor está fuera del rango permitido.',
  'catalogs:invalidOption': 'Seleccione un valor de la lista.',
  'catalogs:itemNotOfCatalog': 'El registro no pertenece a este catálogo.',
  'catalogs:fieldNotEditable': 'El campo no es modificable.',
  'catalogs:refNotFound': 'El valor seleccionado no existe o está inactivo.',
  'errors:catalogs.codeTaken': 'El código ya está registrado en este catálogo.',
  'errors:catalogs.itemNotFound': 'El registro del catálogo no existe.',
  'errors:catalogs.unknownCatalog': 'El catálogo no existe.',
};

/** English texts of the catalogs messages (merged into MESSAGES_EN, shared/messages.ts). */
export const CATALOG_MESSAGES_EN: Record<string, string> = {
  'errors:catalog.personNotFound': 'The person does not exist.',
  'errors:catalog.contractNotFound': 'The contract does not exist.',
  'catalogs:outOfRange': 'The value is out of the allowed range.',
  'catalogs:invalidOption': 'Choose a value from the list.',
  'catalogs:itemNotOfCatalog': 'The record does not belong to this catalogue.',
  'catalogs:fieldNotEditable': 'The field cannot be modified.',
  'catalogs:refNotFound': 'The selected value does not exist or is inactive.',
  'errors:catalogs.codeTaken': 'The code is already registered in this catalogue.',
  'errors:catalogs.itemNotFound': 'The catalogue record does not exist.',
  'errors:catalogs.unknownCatalog': 'The catalogue does not exist.',
};
