/** Spanish and English texts of the administration module (merged into MESSAGES_ES / MESSAGES_EN). */
export const ADMINISTRATION_MESSAGES_ES: Record<string, string> = {
  'administration:document.type': 'El tipo de documento no es válido.',
  'administration:document.dni': 'El DNI debe tener 8 dígitos.',
  'administration:document.ruc': 'El RUC debe tener 11 dígitos.',
  'administration:document.rut': 'El RUT debe tener el formato 12345678-9.',
  'administration:document.exactLength':
    'La longitud del documento no coincide con la del tipo de documento.',
  'administration:document.maxLength': 'El documento supera la longitud del tipo de documento.',
  'administration:document.format': 'El documento solo admite letras, números y guion.',
  'administration:emailInvalid': 'El correo no es válido.',
  'administration:passwordConfirm': 'La contraseña y su confirmación deben ser iguales.',
  'administration:passwordRequired': 'Debe ingresar la contraseña.',
  'administration:pdfOnly': 'Solo se permiten archivos PDF.',
  'administration:pdfActiveContent':
    'El PDF contiene JavaScript, acciones que abren programas o archivos incrustados; no se acepta.',
  'administration:pdfOpaque':
    'El PDF está cifrado o comprimido de una forma que no se puede revisar; guárdelo de nuevo sin protección.',
  'administration:fileTooLarge': 'Los archivos deben pesar menos de 0.5 MB',
  'administration:imageOnly': 'Solo se permiten imágenes JPG o PNG.',
  'administration:dayOfMonth': 'El día no existe en el mes.',
  'administration:valueType': 'El valor no corresponde al tipo de dato.',
  'administration:plateInvalid': 'La placa solo admite letras mayúsculas, números y guion.',
  'errors:catalog.personTerminated': 'La persona está cesada: sus datos son de solo lectura.',
  'errors:catalog.recordNotFound': 'El registro no existe.',
  'errors:catalog.alreadyExists': 'El registro ya existe.',
  'errors:catalog.documentTaken':
    'Ya existe una persona registrada con ese tipo y número de documento.',
  'errors:catalog.companyNotFound': 'La empresa no existe.',
  'errors:catalog.holidayTemplate': 'Los feriados de plantilla no se pueden modificar ni eliminar.',
  'errors:catalog.addendumShortens':
    'La adenda no puede acortar el contrato ni reducir la dotación por debajo de lo asignado.',
};

export const ADMINISTRATION_MESSAGES_EN: Record<string, string> = {
  'administration:document.type': 'The document type is not valid.',
  'administration:document.dni': 'The DNI must have 8 digits.',
  'administration:document.ruc': 'The RUC must have 11 digits.',
  'administration:document.rut': 'The RUT must look like 12345678-9.',
  'administration:document.exactLength':
    'The document length does not match the document type length.',
  'administration:document.maxLength': 'The document is longer than the document type allows.',
  'administration:document.format': 'The document takes letters, digits and a hyphen only.',
  'administration:emailInvalid': 'The e-mail is not valid.',
  'administration:passwordConfirm': 'The password and its confirmation must be equal.',
  'administration:passwordRequired': 'Enter the password.',
  'administration:pdfOnly': 'Only PDF files are allowed.',
  'administration:pdfActiveContent':
    'The PDF carries JavaScript, actions that launch programs or embedded files; it is not accepted.',
  'administration:pdfOpaque':
    'The PDF is encrypted or compressed in a way that cannot be checked; save it again without protection.',
  'administration:fileTooLarge': 'Files must weigh less than 0.5 MB',
  'administration:imageOnly': 'Only JPG or PNG images are allowed.',
  'administration:dayOfMonth': 'The day does not exist in the month.',
  'administration:valueType': 'The value does not match the data type.',
  'administration:plateInvalid': 'The plate takes capital letters, digits and a hyphen only.',
  'errors:catalog.personTerminated': 'The person is terminated: their data is read-only.',
  'errors:catalog.recordNotFound': 'The record does not exist.',
  'errors:catalog.alreadyExists': 'The record already exists.',
  'errors:catalog.documentTaken':
    'A person with this document type and number is already registered.',
  'errors:catalog.companyNotFound': 'The company does not exist.',
  'errors:catalog.holidayTemplate': 'Template holidays cannot be changed or deleted.',
  'errors:catalog.addendumShortens':
    'An addendum cannot shorten the contract or lower the quota below what is held.',
};
