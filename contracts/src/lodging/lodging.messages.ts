/** Spanish texts of the lodging messages (merged into MESSAGES_ES, shared/messages.ts). */
export const LODGING_MESSAGES_ES: Record<string, string> = {
  'errors:lodging.bedNotFound': 'La cama no existe.',
  'errors:lodging.bedOccupied': 'La cama ya está asignada en esas fechas.',
  'errors:lodging.personHasBed': 'La persona ya tiene una cama asignada en esas noches.',
  'errors:lodging.dateRange': 'La fecha fin no puede ser menor que la fecha inicio.',
  'errors:lodging.maxStay': 'La estadía supera el máximo de días permitido por el campamento.',
  // the spec's catalogue gives this message in English only (domain point 8): the same text in both languages
  'errors:lodging.notHotelAdministrator': 'You are not assigned as the hotel administrator',
};

/** English texts of the lodging messages (merged into MESSAGES_EN, shared/messages.ts). */
export const LODGING_MESSAGES_EN: Record<string, string> = {
  'errors:lodging.bedNotFound': 'The bed does not exist.',
  'errors:lodging.bedOccupied': 'The bed is already assigned on those dates.',
  'errors:lodging.personHasBed': 'The person already has a bed assigned on those nights.',
  'errors:lodging.dateRange': 'The end date cannot be earlier than the start date.',
  'errors:lodging.maxStay': 'The stay exceeds the maximum days allowed by the camp.',
  'errors:lodging.notHotelAdministrator': 'You are not assigned as the hotel administrator',
};
