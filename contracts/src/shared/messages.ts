import {
  ADMINISTRATION_MESSAGES_EN,
  ADMINISTRATION_MESSAGES_ES,
} from '../administration/administration.messages';
import {
  REQUIREMENTS_MESSAGES_EN,
  REQUIREMENTS_MESSAGES_ES,
} from '../requirements/requirements.messages';
import { ATTENDANCE_MESSAGES_EN, ATTENDANCE_MESSAGES_ES } from '../attendance/attendance.messages';
import { SYSTEM_MESSAGES_EN, SYSTEM_MESSAGES_ES } from '../system/system.messages';
import { BULK_MESSAGES_EN, BULK_MESSAGES_ES } from '../accreditation/bulk.messages';
import { VISIT_MESSAGES_EN, VISIT_MESSAGES_ES } from '../accreditation/visit.messages';
import { MARKS_MESSAGES_EN, MARKS_MESSAGES_ES } from '../access/marks.messages';
import { CHECKPOINT_MESSAGES_EN, CHECKPOINT_MESSAGES_ES } from '../access/checkpoint.messages';
import {
  ACCESS_RULES_MESSAGES_EN,
  ACCESS_RULES_MESSAGES_ES,
} from '../access/access-rules.messages';
import {
  IDENTIFICATION_MESSAGES_EN,
  IDENTIFICATION_MESSAGES_ES,
} from '../identification/identification.messages';
import {
  VEHICLE_REQUEST_MESSAGES_EN,
  VEHICLE_REQUEST_MESSAGES_ES,
} from '../accreditation/vehicle-request.messages';

/**
 * Spanish texts of the spec's messages, keyed by i18n key. The API answers the Spanish text by
 * default and the English one when the request asks for `en` (Accept-Language or `lang`); the web
 * has the same keys in its locale files.
 */
export const MESSAGES_ES: Record<string, string> = {
  ...ADMINISTRATION_MESSAGES_ES,
  ...SYSTEM_MESSAGES_ES,
  ...REQUIREMENTS_MESSAGES_ES,
  ...VEHICLE_REQUEST_MESSAGES_ES,
  // the spec's required-field message is this English text in both languages (domain point 5)
  'common:requiredField': 'Required field',
  'common:invalidDate': 'Fecha inválida',
  'common:dateRange': 'La fecha fin no puede ser menor que la fecha inicio.',
  'common:invalidUrlPath':
    'La ruta de la página (urlPath) debe ser un texto de hasta 300 caracteres.',
  'common:invalidType': 'El tipo de dato no es válido.',
  'grid:unknownField': 'La grilla no ofrece este campo',
  // the maintenance screen's password keys (shell spec §5), for the API and the web alike; {n} is the number the key carries
  PASSWORDREQUIRED: 'La contraseña es obligatoria.',
  PASSWORDMAXLENGTH: 'La contraseña admite como máximo {n} caracteres.',
  PASSWORDMINLENGTH: 'La longitud mínima de la contraseña es {n}',
  BASICLEVEL: 'La contraseña solo admite letras y números.',
  INTERMEDIATELEVEL: 'La contraseña solo admite letras y números.',
  ADVANCEDLEVEL:
    'La contraseña debe tener una minúscula, una mayúscula, un número, un símbolo y ningún espacio.',
  CONFIRMPASSWORDCONREQUIRED: 'Confirme la contraseña.',
  CONFIRMPASSWORDMATCHPASSWORD: 'La confirmación no coincide con la contraseña.',
  'errors:request.invalid': 'Los datos enviados no son válidos.',
  'errors:auth.required': 'Debe iniciar sesión.',
  'errors:auth.invalidCredentials': 'Usuario o contraseña incorrectos.',
  'errors:auth.tokenInvalid': 'La sesión no es válida o ha expirado.',
  'errors:auth.refreshReused': 'La sesión fue revocada por seguridad. Vuelva a iniciar sesión.',
  'errors:auth.locked': 'Usuario bloqueado por intentos fallidos. Intente nuevamente más tarde.',
  'errors:auth.sessionIdle': 'La sesión está bloqueada por inactividad. Ingrese su contraseña.',
  'errors:auth.captchaInvalid': 'No se pudo verificar que no es un robot. Intente nuevamente.',
  'errors:auth.passwordChangeRequired': 'Debe cambiar su contraseña antes de continuar.',
  'errors:auth.tooManyAttempts': 'Demasiados intentos. Vuelva a intentarlo más tarde.',
  'errors:identity.emailNotFound': 'El correo no se encuentra registrado.',
  'errors:identity.recoveryMismatch': 'El usuario y el correo no coinciden.',
  'errors:identity.incorrectPassword': 'Clave incorrecta',
  'errors:identity.ownPasswordOnly': 'Solo puede cambiar su propia contraseña.',
  'identity:codeFormat': 'Ingrese el código de 4 dígitos.',
  'identity:emailRequired': 'INGRESE UN CORREO',
  'identity:usernameRequired': 'INGRESE USUARIO',
  'identity:emailInvalid': 'El correo no es válido.',
  'identity:codeSent': 'Se envió un nuevo código de verificación.',
  'identity:recoveryMailSent': 'Se envió un correo con su nueva contraseña temporal.',
  // the recovery mail: the temporary password goes alone on its own line, between these
  'identity:recoveryMailSubject': 'Faena: recuperación de contraseña',
  'identity:recoveryMailUser': 'Usuario: {n}',
  'identity:recoveryMailPasswordBelow':
    'Su contraseña temporal está sola en la línea siguiente; cópiela completa:',
  'identity:recoveryMailValidity':
    'Es válida por {n} horas y deberá cambiarla al iniciar sesión. Su contraseña actual sigue vigente mientras no use la temporal.',
  'identity:registrationReceived':
    'Recibimos su solicitud de registro. Un administrador la revisará y le escribirá por correo.',
  'identity:usernameFormat': 'El usuario solo admite letras, dígitos, punto, guion y guion bajo.',
  'common:numericOnly': 'Ingrese datos numéricos',
  'identity:passwordSaved': 'La contraseña se actualizó correctamente.',
  'identity:passwordMustDiffer': 'La nueva contraseña debe ser diferente a las anteriores.',
  'errors:auth.forbidden':
    'Parece que su sessión expiró o no tienes permiso a esta página. Por favor, vuelva a iniciar sessión o contáctese con el administrador.',
  'errors:resource.notFound': 'No se encontró el registro.',
  'errors:concurrency.conflict':
    'Otro usuario modificó el registro al mismo tiempo. Intente nuevamente.',
  'errors:command.conflict': 'El identificador de comando ya se usó con otros datos.',
  'errors:query.positionTimeout': 'Los datos aún se están actualizando. Intente nuevamente.',
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
  'errors:catalog.personNotFound': 'La persona no existe.',
  'errors:catalog.contractNotFound': 'El contrato no existe.',
  'errors:access.doorNotFound': 'La puerta no existe.',
  'errors:transport.tripNotFound': 'El viaje no existe.',
  'errors:transport.seatInvalid': 'El asiento no existe en la unidad.',
  'errors:transport.seatTaken': 'El asiento ya está reservado.',
  'errors:transport.workerAlreadyBooked':
    'El trabajador ya tiene un asiento reservado para la fecha.',
  'errors:transport.busFull': 'La unidad no tiene asientos libres.',
  'errors:transport.unitNotAccredited':
    'La unidad del viaje no está acreditada para la fecha del viaje.',
  'errors:transport.workerNotEnabled':
    'El trabajador no está habilitado porque una validación de acceso ha vencido.',
  'errors:transport.reservationNotFound': 'La reserva no existe.',
  'errors:transport.otherCompany':
    'El pasajero es de otra empresa: solo puede reservar o liberar asientos del personal de su empresa.',
  'errors:transport.notYourReservation': 'Solo puede liberar los asientos que usted reservó.',
  'errors:lodging.bedNotFound': 'La cama no existe.',
  'errors:lodging.bedOccupied': 'La cama ya está asignada en esas fechas.',
  'errors:lodging.personHasBed': 'La persona ya tiene una cama asignada en esas noches.',
  'errors:lodging.dateRange': 'La fecha fin no puede ser menor que la fecha inicio.',
  'errors:lodging.maxStay': 'La estadía supera el máximo de días permitido por el campamento.',
  // the spec's catalogue gives this message in English only (domain point 8): the same text in both languages
  'errors:lodging.notHotelAdministrator': 'You are not assigned as the hotel administrator',
  'errors:internal': 'Ocurrió un error al intentar guardar la información',
  'access:reason.noAccreditation': 'Sin acreditación aprobada para el cliente',
  'access:reason.personNotFound': 'Persona no registrada',
  'access:reason.terminated': 'Persona cesada',
  'access:reason.requirementExpired':
    'El trabajador no está habilitado porque venció una validación de acceso',
  'access:reason.requirementMissing': 'Requisito faltante o pendiente de revisión',
  // field messages of the contracts schemas (added with the HTTP problem answers)
  'common:unknownField': 'Campo no permitido',
  'common:tooLong': 'El texto es demasiado largo.',
  'common:tooMany': 'Seleccionó demasiados registros.',
  'common:duplicated': 'Hay registros repetidos.',
  'common:commandIdInvalid': 'Identificador de comando inválido.',
  'identity:usernameTooLong': 'El usuario tiene como máximo 20 caracteres.',
  'grid:invalidJson': 'El parámetro no es un JSON válido.',
  'grid:invalidFilter': 'El filtro no es válido.',
  'grid:invalidSort': 'El orden no es válido.',
  'grid:onlyAndSupported': 'Los filtros solo pueden unirse con "and".',
  'grid:invalidField': 'El campo de filtro u orden no es válido.',
  'grid:invalidFilterValue': 'El valor del filtro no es válido para ese operador.',
  'realtime:invalidRoom': 'Sala inválida.',
  'transport:seatInvalid': 'El asiento no existe en la unidad.',
  'access:batchTooLarge': 'El lote admite como máximo 500 marcaciones.',
  // catalogues and the validation patterns of spec point 5 (patterns.ts)
  'patterns:lettersNumbers': 'Solo se permiten letras y números.',
  'patterns:letters': 'Solo se permiten letras.',
  'patterns:numbers': 'Solo se permiten números.',
  'patterns:lettersNumbersHyphen': 'Solo se permiten letras, números, guion y guion bajo.',
  'patterns:description': 'El texto contiene caracteres no permitidos.',
  'patterns:lettersSpaces': 'Solo se permiten letras y espacios.',
  'patterns:code': 'El código admite letras, números, punto, guion y guion bajo (máximo 20).',
  'patterns:ip': 'La dirección IP no es válida.',
  'patterns:mac': 'La dirección MAC no es válida.',
  'patterns:hostName': 'El nombre de host no es válido.',
  'patterns:path': 'La ruta no es válida.',
  'patterns:schedule': 'El horario debe tener el formato HH:mm o HH:mm - HH:mm.',
  'patterns:ruc': 'El RUC debe tener 11 dígitos.',
  'patterns:dni': 'El DNI debe tener 8 dígitos.',
  'patterns:email': 'El correo no es válido.',
  'patterns:menuNumeric': 'El orden y el nivel son obligatorios y numéricos.',
  'common:dateRangeStartNotAfterEnd': 'La fecha de inicio no puede ser mayor a la fecha de fin.',
  'common:dateRangeStartBeforeEnd': 'Fecha de inicio debe ser menor a la fecha de fin.',
  'catalogs:outOfRange': 'El valor está fuera del rango permitido.',
  'catalogs:invalidOption': 'Seleccione un valor de la lista.',
  'catalogs:itemNotOfCatalog': 'El registro no pertenece a este catálogo.',
  'catalogs:fieldNotEditable': 'El campo no es modificable.',
  'catalogs:refNotFound': 'El valor seleccionado no existe o está inactivo.',
  'errors:catalogs.codeTaken': 'El código ya está registrado en este catálogo.',
  'errors:catalogs.itemNotFound': 'El registro del catálogo no existe.',
  'errors:catalogs.unknownCatalog': 'El catálogo no existe.',
  ...BULK_MESSAGES_ES,
  'demobilization:selectWorkers': 'Seleccione al menos un trabajador.',
  ...VISIT_MESSAGES_ES,
  ...MARKS_MESSAGES_ES,
  ...CHECKPOINT_MESSAGES_ES,
  ...ACCESS_RULES_MESSAGES_ES,
  ...ATTENDANCE_MESSAGES_ES,
  ...IDENTIFICATION_MESSAGES_ES,
};

export const MESSAGES_EN: Record<string, string> = {
  ...ADMINISTRATION_MESSAGES_EN,
  ...SYSTEM_MESSAGES_EN,
  ...REQUIREMENTS_MESSAGES_EN,
  ...VEHICLE_REQUEST_MESSAGES_EN,
  'common:requiredField': 'Required field',
  'common:invalidDate': 'Invalid date',
  'common:dateRange': 'The end date cannot be earlier than the start date.',
  'common:invalidUrlPath': 'The page path (urlPath) must be a text of at most 300 characters.',
  'common:invalidType': 'The data type is not valid.',
  'grid:unknownField': 'The grid does not offer this field',
  PASSWORDREQUIRED: 'The password is required.',
  PASSWORDMAXLENGTH: 'The password allows at most {n} characters.',
  PASSWORDMINLENGTH: 'The minimum password length is {n}',
  BASICLEVEL: 'The password allows letters and digits only.',
  INTERMEDIATELEVEL: 'The password allows letters and digits only.',
  ADVANCEDLEVEL:
    'The password needs a lowercase letter, an uppercase letter, a digit, a symbol and no spaces.',
  CONFIRMPASSWORDCONREQUIRED: 'Confirm the password.',
  CONFIRMPASSWORDMATCHPASSWORD: 'The confirmation does not match the password.',
  'errors:request.invalid': 'The data sent is not valid.',
  'errors:auth.required': 'You must sign in.',
  'errors:auth.invalidCredentials': 'Wrong username or password.',
  'errors:auth.tokenInvalid': 'The session is not valid or has expired.',
  'errors:auth.refreshReused': 'The session was revoked for security. Please sign in again.',
  'errors:auth.locked': 'User blocked after failed attempts. Try again later.',
  'errors:auth.sessionIdle': 'The session is locked for inactivity. Enter your password.',
  'errors:auth.captchaInvalid': 'Could not verify you are not a robot. Try again.',
  'errors:auth.passwordChangeRequired': 'You must change your password before continuing.',
  'errors:auth.tooManyAttempts': 'Too many attempts. Try again later.',
  'errors:identity.emailNotFound': 'The e-mail is not registered.',
  'errors:identity.recoveryMismatch': 'The username and e-mail do not match.',
  'errors:identity.incorrectPassword': 'Incorrect password',
  'errors:identity.ownPasswordOnly': 'You may change only your own password.',
  'identity:codeFormat': 'Enter the 4-digit code.',
  'identity:emailRequired': 'ENTER AN E-MAIL',
  'identity:usernameRequired': 'ENTER THE USERNAME',
  'identity:emailInvalid': 'The e-mail is not valid.',
  'identity:codeSent': 'A new verification code was sent.',
  'identity:recoveryMailSent': 'An e-mail with your new temporary password was sent.',
  'identity:recoveryMailSubject': 'Faena: password recovery',
  'identity:recoveryMailUser': 'User: {n}',
  'identity:recoveryMailPasswordBelow':
    'Your temporary password stands alone on the next line; copy all of it:',
  'identity:recoveryMailValidity':
    'It is valid for {n} hours and you will change it when you sign in. Your current password keeps working while you do not use the temporary one.',
  'identity:registrationReceived':
    'We received your registration request. An administrator will review it and write to you by e-mail.',
  'identity:usernameFormat':
    'The username only allows letters, digits, dot, hyphen and underscore.',
  'common:numericOnly': 'Enter numeric data',
  'identity:passwordSaved': 'The password was updated.',
  'identity:passwordMustDiffer': 'The new password must differ from the previous ones.',
  'errors:auth.forbidden':
    'Your session seems to have expired or you lack permission for this page. Please sign in again or contact the administrator.',
  'errors:resource.notFound': 'The record was not found.',
  'errors:concurrency.conflict':
    'Another user changed the record at the same time. Please try again.',
  'errors:command.conflict': 'The command id was already used with different data.',
  'errors:query.positionTimeout': 'The data is still being updated. Please try again.',
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
  'errors:catalog.personNotFound': 'The person does not exist.',
  'errors:catalog.contractNotFound': 'The contract does not exist.',
  'errors:access.doorNotFound': 'The door does not exist.',
  'errors:transport.tripNotFound': 'The trip does not exist.',
  'errors:transport.seatInvalid': 'The seat does not exist on the unit.',
  'errors:transport.seatTaken': 'The seat is already reserved.',
  'errors:transport.workerAlreadyBooked': 'The worker already has a seat reserved for the date.',
  'errors:transport.busFull': 'The unit has no free seats.',
  'errors:transport.unitNotAccredited': "The trip's unit is not accredited for the trip's date.",
  'errors:transport.workerNotEnabled':
    'The worker is not enabled because an access validation has expired.',
  'errors:transport.reservationNotFound': 'The reservation does not exist.',
  'errors:transport.otherCompany':
    "The passenger belongs to another company: you can only reserve or release seats of your company's staff.",
  'errors:transport.notYourReservation': 'You can only release the seats you reserved.',
  'errors:lodging.bedNotFound': 'The bed does not exist.',
  'errors:lodging.bedOccupied': 'The bed is already assigned on those dates.',
  'errors:lodging.personHasBed': 'The person already has a bed assigned on those nights.',
  'errors:lodging.dateRange': 'The end date cannot be earlier than the start date.',
  'errors:lodging.maxStay': 'The stay exceeds the maximum days allowed by the camp.',
  'errors:lodging.notHotelAdministrator': 'You are not assigned as the hotel administrator',
  'errors:internal': 'An error occurred while trying to save the information',
  'access:reason.noAccreditation': 'No approved accreditation for the client',
  'access:reason.personNotFound': 'Person not registered',
  'access:reason.terminated': 'Person terminated',
  'access:reason.requirementExpired':
    'The worker is not enabled because an access validation has expired',
  'access:reason.requirementMissing': 'Requirement missing or pending review',
  'common:unknownField': 'Field not allowed',
  'common:tooLong': 'The text is too long.',
  'common:tooMany': 'Too many records were selected.',
  'common:duplicated': 'Some records are repeated.',
  'common:commandIdInvalid': 'Invalid command id.',
  'identity:usernameTooLong': 'The username has at most 20 characters.',
  'grid:invalidJson': 'The parameter is not valid JSON.',
  'grid:invalidFilter': 'The filter is not valid.',
  'grid:invalidSort': 'The sort is not valid.',
  'grid:onlyAndSupported': 'Filters can only be joined with "and".',
  'grid:invalidField': 'The filter or sort field is not valid.',
  'grid:invalidFilterValue': 'The filter value is not valid for that operator.',
  'realtime:invalidRoom': 'Invalid room.',
  'transport:seatInvalid': 'The seat does not exist on the unit.',
  'access:batchTooLarge': 'A batch holds at most 500 marks.',
  // catalogues and the validation patterns of spec point 5 (patterns.ts)
  'patterns:lettersNumbers': 'Only letters and numbers are allowed.',
  'patterns:letters': 'Only letters are allowed.',
  'patterns:numbers': 'Only numbers are allowed.',
  'patterns:lettersNumbersHyphen': 'Only letters, numbers, hyphen and underscore are allowed.',
  'patterns:description': 'The text contains characters that are not allowed.',
  'patterns:lettersSpaces': 'Only letters and spaces are allowed.',
  'patterns:code': 'The code allows letters, numbers, dot, hyphen and underscore (at most 20).',
  'patterns:ip': 'The IP address is not valid.',
  'patterns:mac': 'The MAC address is not valid.',
  'patterns:hostName': 'The host name is not valid.',
  'patterns:path': 'The path is not valid.',
  'patterns:schedule': 'The schedule must read HH:mm or HH:mm - HH:mm.',
  'patterns:ruc': 'The RUC must have 11 digits.',
  'patterns:dni': 'The DNI must have 8 digits.',
  'patterns:email': 'The e-mail is not valid.',
  'patterns:menuNumeric': 'Order and level are required and numeric.',
  'common:dateRangeStartNotAfterEnd': 'The start date cannot be later than the end date.',
  'common:dateRangeStartBeforeEnd': 'The start date must be earlier than the end date.',
  'catalogs:outOfRange': 'The value is out of the allowed range.',
  'catalogs:invalidOption': 'Choose a value from the list.',
  'catalogs:itemNotOfCatalog': 'The record does not belong to this catalogue.',
  'catalogs:fieldNotEditable': 'The field cannot be modified.',
  'catalogs:refNotFound': 'The selected value does not exist or is inactive.',
  'errors:catalogs.codeTaken': 'The code is already registered in this catalogue.',
  'errors:catalogs.itemNotFound': 'The catalogue record does not exist.',
  'errors:catalogs.unknownCatalog': 'The catalogue does not exist.',
  ...BULK_MESSAGES_EN,
  'demobilization:selectWorkers': 'Select at least one worker.',
  ...VISIT_MESSAGES_EN,
  ...MARKS_MESSAGES_EN,
  ...CHECKPOINT_MESSAGES_EN,
  ...ACCESS_RULES_MESSAGES_EN,
  ...ATTENDANCE_MESSAGES_EN,
  ...IDENTIFICATION_MESSAGES_EN,
};

export type Lang = 'es' | 'en';

export function translate(key: string, lang: Lang = 'es'): string {
  const table = lang === 'en' ? MESSAGES_EN : MESSAGES_ES;
  return table[key] ?? MESSAGES_ES[key] ?? key;
}
