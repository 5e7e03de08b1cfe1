/** Spanish and English texts of the system module (merged into MESSAGES_ES / MESSAGES_EN). */
export const SYSTEM_MESSAGES_ES: Record<string, string> = {
  'recordHistory:invalidStream': 'El nombre del registro no es válido.',
  'globalSearch:tooShort': 'Escriba al menos 2 caracteres para buscar.',
  'system:visitMaxDaysRange':
    'Los días máximos de visita deben ser un número entero entre 1 y 365.',
  'system:endowmentPolicyInvalid': 'La política de dotación debe ser rechazar o advertir.',
};

export const SYSTEM_MESSAGES_EN: Record<string, string> = {
  'recordHistory:invalidStream': 'The record name is not valid.',
  'globalSearch:tooShort': 'Type at least 2 characters to search.',
  'system:visitMaxDaysRange': 'The visit maximum days must be a whole number from 1 to 365.',
  'system:endowmentPolicyInvalid': 'The endowment policy must be refuse or warn.',
};
