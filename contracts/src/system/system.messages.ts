/** Spanish and English texts of the system module (merged into MESSAGES_ES / MESSAGES_EN). */
export const SYSTEM_MESSAGES_ES: Record<string, string> = {
  'recordHistory:invalidStream': 'El nombre del registro no es válido.',
  'globalSearch:tooShort': 'Escriba al menos 2 caracteres para buscar.',
};

export const SYSTEM_MESSAGES_EN: Record<string, string> = {
  'recordHistory:invalidStream': 'The record name is not valid.',
  'globalSearch:tooShort': 'Type at least 2 characters to search.',
};
