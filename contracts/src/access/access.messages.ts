/** Spanish texts of the access messages (merged into MESSAGES_ES, shared/messages.ts). */
export const ACCESS_MESSAGES_ES: Record<string, string> = {
  'errors:access.doorNotFound': 'La puerta no existe.',
  'access:reason.noAccreditation': 'Sin acreditación aprobada para el cliente',
  'access:reason.personNotFound': 'Persona no registrada',
  'access:reason.terminated': 'Persona cesada',
  'access:reason.requirementExpired':
    'El trabajador no está habilitado porque venció una validación de acceso',
  'access:reason.requirementMissing': 'Requisito faltante o pendiente de revisión',
  'access:batchTooLarge': 'El lote admite como máximo 500 marcaciones.',
};

/** English texts of the access messages (merged into MESSAGES_EN, shared/messages.ts). */
export const ACCESS_MESSAGES_EN: Record<string, string> = {
  'errors:access.doorNotFound': 'The door does not exist.',
  'access:reason.noAccreditation': 'No approved accreditation for the client',
  'access:reason.personNotFound': 'Person not registered',
  'access:reason.terminated': 'Person terminated',
  'access:reason.requirementExpired':
    'The worker is not enabled because an access validation has expired',
  'access:reason.requirementMissing': 'Requirement missing or pending review',
  'access:batchTooLarge': 'A batch holds at most 500 marks.',
};
