/** Spanish and English texts of marks and the muster (merged into MESSAGES_ES / MESSAGES_EN). */
export const MARKS_MESSAGES_ES: Record<string, string> = {
  'errors:access.automaticMarkReadOnly':
    'Las marcaciones automáticas no se pueden editar ni eliminar.',
  'errors:access.markNotFound': 'La marcación no existe.',
  'errors:access.markVoided': 'La marcación ya fue anulada.',
  'errors:access.personNotFound': 'La persona no existe.',
  'access:invalidHour': 'Hora inválida',
  'access:markInFuture': 'La fecha y hora de la marcación no pueden ser posteriores a ahora.',
  'access:reason.vehicleNotFound': 'Vehículo no registrado',
  'access:reason.occupantDenied': 'Un ocupante del vehículo no tiene acceso',
  'access:reason.vehicleDenied': 'El vehículo no tiene acceso',
  'access:reason.vehicleInactive': 'Vehículo inactivo',
};

export const MARKS_MESSAGES_EN: Record<string, string> = {
  'errors:access.automaticMarkReadOnly': 'Automatic marks cannot be edited or deleted.',
  'errors:access.markNotFound': 'The mark does not exist.',
  'errors:access.markVoided': 'The mark has already been voided.',
  'errors:access.personNotFound': 'The person does not exist.',
  'access:invalidHour': 'Invalid hour',
  'access:markInFuture': 'The date and hour of the mark cannot be later than now.',
  'access:reason.vehicleNotFound': 'Vehicle not registered',
  'access:reason.occupantDenied': 'An occupant of the vehicle may not pass',
  'access:reason.vehicleDenied': 'The vehicle may not pass',
  'access:reason.vehicleInactive': 'Vehicle inactive',
};
