/** Spanish texts of the accreditation messages (merged into MESSAGES_ES, shared/messages.ts). */
export const ACCREDITATION_MESSAGES_ES: Record<string, string> = {
  'errors:accreditation.requestNotFound': 'La solicitud no existe.',
  'errors:accreditation.alreadyActive':
    'No se puede registrar una nueva acreditación mientras el trabajador tenga una activa.',
  'errors:accreditation.notPending': 'La solicitud no está pendiente de aprobación.',
  'errors:accreditation.notObserved': 'Solo una solicitud observada puede corregirse y reenviarse.',
  'errors:accreditation.submittedNoEdit': 'Solicitud enviada, no se puede editar.',
  'errors:accreditation.submittedNoDelete': 'Solicitud enviada, no se puede eliminar.',
  'errors:accreditation.sentNotDeletable': 'Las solicitudes enviadas no pueden ser eliminadas',
  'errors:accreditation.someNotRemoved':
    'Ocurrió un inconveniente, algunos registros no pudieron ser eliminados.',
  'errors:accreditation.startBeforeToday':
    'La fecha de inicio de la solicitud debe ser hoy o posterior.',
  'errors:accreditation.outsideContract':
    'La fecha fin debe estar dentro de las fechas del contrato.',
  'errors:accreditation.dateRange': 'La fecha fin no puede ser menor que la fecha inicio.',
  'errors:accreditation.contractorWithoutCompany':
    'El usuario contratista no cuenta con una compañía asociada.',
  'errors:accreditation.otherCompany': 'Solo puede acreditar personal de su propia empresa.',
  'errors:accreditation.quotaExceeded': 'El contrato seleccionado excede la dotación actual.',
  'errors:accreditation.noAttachment': 'La solicitud no cuenta con archivo adjunto',
  'errors:accreditation.attachmentNotFound': 'El archivo adjunto no existe.',
  'errors:accreditation.tooManyAttachments':
    'La solicitud ya tiene el máximo de archivos adjuntos.',
  'errors:demobilization.notFound': 'La desmovilización no existe.',
  'errors:demobilization.notAccredited':
    'El trabajador no cuenta con una acreditación vigente para el cliente.',
  'errors:demobilization.alreadyOpen':
    'El trabajador ya tiene una desmovilización pendiente u observada.',
  'errors:demobilization.cessationBeforeToday': 'La fecha de cese debe ser hoy o posterior.',
  'errors:demobilization.afterAccreditationEnd':
    'La fecha de cese no puede ser posterior a la fecha fin de la acreditación.',
  'demobilization:selectWorkers': 'Seleccione al menos un trabajador.',
  'demobilization:workerAlreadyAdded': 'El trabajador ya fue agregado.',
};

/** English texts of the accreditation messages (merged into MESSAGES_EN, shared/messages.ts). */
export const ACCREDITATION_MESSAGES_EN: Record<string, string> = {
  'errors:accreditation.requestNotFound': 'The request does not exist.',
  'errors:accreditation.alreadyActive':
    'A new accreditation cannot be registered while the worker has an active one.',
  'errors:accreditation.notPending': 'The request is not pending approval.',
  'errors:accreditation.notObserved': 'Only an observed request can be corrected and resubmitted.',
  'errors:accreditation.submittedNoEdit': 'Request submitted, it cannot be edited.',
  'errors:accreditation.submittedNoDelete': 'Request submitted, it cannot be deleted.',
  'errors:accreditation.sentNotDeletable': 'Submitted requests cannot be deleted',
  'errors:accreditation.someNotRemoved': 'Something went wrong, some records could not be deleted.',
  'errors:accreditation.startBeforeToday': 'The request start date must be today or later.',
  'errors:accreditation.outsideContract': 'The end date must lie within the contract dates.',
  'errors:accreditation.dateRange': 'The end date cannot be earlier than the start date.',
  'errors:accreditation.contractorWithoutCompany': 'The contractor user has no associated company.',
  'errors:accreditation.otherCompany': 'You can only accredit personnel of your own company.',
  'errors:accreditation.quotaExceeded': 'The selected contract exceeds the current endowment.',
  'errors:accreditation.noAttachment': 'The request has no attached file',
  'errors:accreditation.attachmentNotFound': 'The attached file does not exist.',
  'errors:accreditation.tooManyAttachments':
    'The request already holds the maximum number of attached files.',
  'errors:demobilization.notFound': 'The demobilization does not exist.',
  'errors:demobilization.notAccredited':
    'The worker holds no current accreditation for the client.',
  'errors:demobilization.alreadyOpen':
    'The worker already has a pending or observed demobilization.',
  'errors:demobilization.cessationBeforeToday': 'The cessation date must be today or later.',
  'errors:demobilization.afterAccreditationEnd':
    'The cessation date cannot be later than the accreditation end date.',
  'demobilization:selectWorkers': 'Select at least one worker.',
  'demobilization:workerAlreadyAdded': 'Worker already added.',
};
