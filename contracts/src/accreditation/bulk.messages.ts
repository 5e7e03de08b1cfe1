/** Spanish and English texts of the bulk request (merged into MESSAGES_ES / MESSAGES_EN). */
export const BULK_MESSAGES_ES: Record<string, string> = {
  'bulk:fileRequired': 'Debe cargar un archivo para realizar el proceso masivo.',
  'bulk:selectFile': 'Debe seleccionar un archivo',
  'bulk:notXlsx': 'El archivo debe ser una hoja de cálculo Excel (.xlsx).',
  'bulk:encrypted':
    'El archivo está protegido con contraseña; quite la contraseña y vuelva a cargarlo.',
  'bulk:malformed': 'El archivo no se puede leer como hoja de cálculo.',
  'bulk:tooLarge': 'El archivo supera el tamaño máximo permitido.',
  'bulk:noRows': 'El archivo no tiene filas de datos.',
  'bulk:tooManyRows': 'El archivo tiene más filas de las permitidas.',
  'bulk:badHeader': 'Las columnas del archivo no coinciden con la plantilla.',
  'bulk:duplicateInFile': 'La persona ya figura en otra fila del archivo.',
  'errors:accreditation.bulkNotFound': 'El proceso masivo no existe.',
  'errors:accreditation.bulkRowProcessed': 'La fila ya fue procesada y no se puede modificar.',
  'errors:accreditation.bulkBusy': 'El proceso masivo aún está en curso.',
  'errors:accreditation.bulkNothingToSend': 'No hay filas válidas para enviar.',
};
export const BULK_MESSAGES_EN: Record<string, string> = {
  'bulk:fileRequired': 'A file must be uploaded to run the bulk process.',
  'bulk:selectFile': 'Select a file',
  'bulk:notXlsx': 'The file must be an Excel spreadsheet (.xlsx).',
  'bulk:encrypted': 'The file is password-protected; remove the password and upload it again.',
  'bulk:malformed': 'The file cannot be read as a spreadsheet.',
  'bulk:tooLarge': 'The file exceeds the maximum allowed size.',
  'bulk:noRows': 'The file has no data rows.',
  'bulk:tooManyRows': 'The file has more rows than allowed.',
  'bulk:badHeader': "The file's columns do not match the template.",
  'bulk:duplicateInFile': 'The person is already on another row of the file.',
  'errors:accreditation.bulkNotFound': 'The bulk process does not exist.',
  'errors:accreditation.bulkRowProcessed': 'The row was already processed and cannot be changed.',
  'errors:accreditation.bulkBusy': 'The bulk process is still running.',
  'errors:accreditation.bulkNothingToSend': 'There are no valid rows to send.',
};
