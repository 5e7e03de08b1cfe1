/** Spanish texts of the transport messages (merged into MESSAGES_ES, shared/messages.ts). */
export const TRANSPORT_MESSAGES_ES: Record<string, string> = {
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
  'transport:seatInvalid': 'El asiento no existe en la unidad.',
};

/** English texts of the transport messages (merged into MESSAGES_EN, shared/messages.ts). */
export const TRANSPORT_MESSAGES_EN: Record<string, string> = {
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
  'transport:seatInvalid': 'The seat does not exist on the unit.',
};
