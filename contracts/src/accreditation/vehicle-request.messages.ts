/** Spanish and English texts of the vehicle requests (merged into MESSAGES_ES / MESSAGES_EN). */
export const VEHICLE_REQUEST_MESSAGES_ES: Record<string, string> = {
  'errors:vehicleRequest.notFound': 'La solicitud de vehículo no existe.',
  'errors:vehicleRequest.vehicleNotFound': 'El vehículo no existe.',
  'errors:vehicleRequest.vehicleInactive': 'El vehículo está inactivo.',
  'errors:vehicleRequest.contractWithoutVehicles':
    'El contrato seleccionado no permite acreditar vehículos.',
  'errors:vehicleRequest.otherCompanyContract':
    'El contrato seleccionado no pertenece a la empresa del vehículo.',
  'errors:vehicleRequest.alreadyActive':
    'No se puede registrar una nueva acreditación mientras el vehículo tenga una activa.',
  'errors:vehicleRequest.notPending': 'La solicitud de vehículo no está pendiente de aprobación.',
  'errors:vehicleRequest.notObserved':
    'Solo una solicitud de vehículo observada puede corregirse y reenviarse.',
};
export const VEHICLE_REQUEST_MESSAGES_EN: Record<string, string> = {
  'errors:vehicleRequest.notFound': 'The vehicle request does not exist.',
  'errors:vehicleRequest.vehicleNotFound': 'The vehicle does not exist.',
  'errors:vehicleRequest.vehicleInactive': 'The vehicle is inactive.',
  'errors:vehicleRequest.contractWithoutVehicles':
    'The selected contract does not allow accrediting vehicles.',
  'errors:vehicleRequest.otherCompanyContract':
    "The selected contract does not belong to the vehicle's company.",
  'errors:vehicleRequest.alreadyActive':
    'A new accreditation cannot be registered while the vehicle has an active one.',
  'errors:vehicleRequest.notPending': 'The vehicle request is not pending approval.',
  'errors:vehicleRequest.notObserved':
    'Only an observed vehicle request can be corrected and resent.',
};
