/** Spanish and English texts of identification (merged into MESSAGES_ES / MESSAGES_EN). */
export const IDENTIFICATION_MESSAGES_ES: Record<string, string> = {
  'identification:codeTooLong': 'El código admite hasta 40 caracteres.',
  'identification:referenceTooLong': 'El código de referencia admite hasta 40 caracteres.',
  'identification:selectCredentials': 'Seleccione al menos una credencial.',
  'identification:tooManyCredentials': 'Se pueden imprimir hasta 200 credenciales a la vez.',
  'identification:statusFilter': 'Filtro de estado no válido.',
  'identification:printedFilter': 'Filtro de impresión no válido.',
  'identification:assignedFilter': 'Filtro de tipo de identificación no válido.',
  'identification:endAfterValidity':
    'La fecha fin no puede superar los días de vigencia del tipo de credencial.',
  'identification:endRequired': 'Ingrese la fecha fin: el tipo de credencial no tiene vigencia.',
  'errors:identification.personNotFound': 'La persona no existe.',
  'identification:typeNotFound': 'El tipo de identificación no existe o está inactivo.',
  'identification:credentialTypeNotFound': 'El tipo de credencial no existe o está inactivo.',
  'identification:reasonNotFound': 'El motivo no existe o está inactivo.',
  'identification:issueReasonKind': 'El motivo de emisión debe ser de tipo Emisión.',
  'identification:inactivationReasonKind':
    'El motivo de inactivación debe ser de tipo Inactivación.',
  'errors:identification.activeCredential':
    'No se puede registrar una nueva credencial mientras el trabajador tenga una activa.',
  'errors:identification.credentialNotFound': 'La credencial no existe.',
  'errors:identification.credentialInactive': 'La credencial ya está inactiva.',
};

export const IDENTIFICATION_MESSAGES_EN: Record<string, string> = {
  'identification:codeTooLong': 'The code allows up to 40 characters.',
  'identification:referenceTooLong': 'The reference code allows up to 40 characters.',
  'identification:selectCredentials': 'Select at least one credential.',
  'identification:tooManyCredentials': 'Up to 200 credentials can be printed at once.',
  'identification:statusFilter': 'Invalid status filter.',
  'identification:printedFilter': 'Invalid printed filter.',
  'identification:assignedFilter': 'Invalid identification type filter.',
  'identification:endAfterValidity':
    "The end date cannot go beyond the credential type's validity days.",
  'identification:endRequired': 'Enter the end date: the credential type has no validity.',
  'errors:identification.personNotFound': 'The person does not exist.',
  'identification:typeNotFound': 'The identification type does not exist or is inactive.',
  'identification:credentialTypeNotFound': 'The credential type does not exist or is inactive.',
  'identification:reasonNotFound': 'The reason does not exist or is inactive.',
  'identification:issueReasonKind': 'The issue reason must be of kind Issue.',
  'identification:inactivationReasonKind': 'The inactivation reason must be of kind Inactivation.',
  'errors:identification.activeCredential':
    'A new credential cannot be registered while the worker has an active one.',
  'errors:identification.credentialNotFound': 'The credential does not exist.',
  'errors:identification.credentialInactive': 'The credential is already inactive.',
};
