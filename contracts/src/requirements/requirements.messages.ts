/** Spanish and English texts of the requirements context (merged into MESSAGES_ES / MESSAGES_EN). */
export const REQUIREMENTS_MESSAGES_ES: Record<string, string> = {
  'requirements:codeFormat': 'El código solo admite mayúsculas, números, guion y guion bajo.',
  'errors:requirements.typeNotFound': 'El tipo de requisito no existe.',
  'errors:requirements.typeInactive': 'El tipo de requisito está inactivo.',
  'errors:requirements.wrongEntity': 'El requisito no corresponde a este tipo de entidad.',
  'errors:requirements.documentNotFound': 'El documento del requisito no existe.',
  'errors:requirements.notPending': 'El documento no está pendiente de revisión.',
  'errors:requirements.dateRange': 'La fecha fin no puede ser menor que la fecha inicio.',
  'errors:requirements.subjectNotFound': 'La persona o vehículo no existe.',
  'errors:requirements.otherCompany': 'Solo puede registrar requisitos de su propia empresa.',
  'errors:requirements.missing': 'Debe ingresar y adjuntar todos los requisitos',
  'errors:requirements.pendingReview':
    'No puede continuar mientras haya requisitos del solicitante pendientes de revisión.',
  'errors:requirements.expired':
    'El trabajador no está habilitado porque venció una validación de acceso',
  'requirements:monthFormat': 'El mes debe tener el formato aaaa-mm.',
  'requirements:stateInvalid': 'El estado del filtro no es válido.',
  'errors:requirements.expiredDocument':
    'El trabajador no está habilitado porque venció una validación de acceso: {document}',
  'errors:requirements.expiresDuringStay':
    'El trabajador no está habilitado: {document} vence el {date}, antes del fin de su estadía',
  'requirements:selectCompany': 'Debe seleccionar al menos una empresa.',
  'requirements:selectWorker': 'Debe seleccionar al menos un trabajador.',
  'errors:requirements.notInCompanies': 'El trabajador no pertenece a las empresas seleccionadas.',
  'requirements:noticeMailSubject': 'Faena: {document} de {worker} vence el {date}',
  'requirements:noticeMailBody': 'El requisito {document} del trabajador {worker} vence el {date}.',
  'requirements:noticeMailAction':
    'Registre el documento renovado antes de esa fecha para que conserve su acceso, asientos y camas.',
};

export const REQUIREMENTS_MESSAGES_EN: Record<string, string> = {
  'requirements:codeFormat': 'The code admits only capitals, digits, hyphen and underscore.',
  'errors:requirements.typeNotFound': 'The requirement type does not exist.',
  'errors:requirements.typeInactive': 'The requirement type is inactive.',
  'errors:requirements.wrongEntity': 'The requirement does not belong to this kind of entity.',
  'errors:requirements.documentNotFound': 'The requirement document does not exist.',
  'errors:requirements.notPending': 'The document is not pending review.',
  'errors:requirements.dateRange': 'The end date cannot be earlier than the start date.',
  'errors:requirements.subjectNotFound': 'The person or vehicle does not exist.',
  'errors:requirements.otherCompany': 'You can only submit requirements of your own company.',
  'errors:requirements.missing': 'You must enter and attach all the requirements',
  'errors:requirements.pendingReview':
    'You cannot act while applicant requirements are pending review',
  'errors:requirements.expired':
    'The worker is not enabled because an access validation has expired',
  'requirements:monthFormat': 'The month must have the format yyyy-mm.',
  'requirements:stateInvalid': 'The state filter is not valid.',
  'errors:requirements.expiredDocument':
    'The worker is not enabled because an access validation has expired: {document}',
  'errors:requirements.expiresDuringStay':
    'The worker is not enabled: {document} expires on {date}, before the end of the stay',
  'requirements:selectCompany': 'You must select at least one company.',
  'requirements:selectWorker': 'You must select at least one worker.',
  'errors:requirements.notInCompanies': 'The worker does not belong to the selected companies.',
  'requirements:noticeMailSubject': 'Faena: {document} of {worker} expires on {date}',
  'requirements:noticeMailBody':
    'The requirement {document} of the worker {worker} expires on {date}.',
  'requirements:noticeMailAction':
    'Submit the renewed document before that date so the worker keeps access, seats and beds.',
};
