/** Spanish and English texts of visit requests (merged into MESSAGES_ES / MESSAGES_EN). */
export const VISIT_MESSAGES_ES: Record<string, string> = {
  'errors:visit.notFound': 'La visita no existe.',
  'errors:visit.maxDays': 'El periodo de visita tiene un máximo de {days} días.',
  'errors:visit.duplicateVisitor': 'La persona ya se encuentra en la lista de visitantes.',
  'errors:visit.hostNotWorker': 'El anfitrión debe ser un trabajador del cliente.',
  'errors:visit.notVisitor': 'Solo se admiten visitantes con condición VISITA.',
  'errors:visit.zoneNotFound': 'La zona no existe o no es del cliente.',
  'errors:visit.notPending': 'Solo se pueden decidir visitas pendientes u observadas.',
  'errors:visit.notObserved': 'Solo se puede corregir una visita observada.',
  'errors:visit.notRequester': 'Solo quien solicitó la visita puede corregirla.',
  'visits:form.visitorsRequired': 'Agregue al menos un visitante.',
  'visits:form.zonesRequired': 'Seleccione al menos una zona.',
  'access:reason.noVisit': 'Sin visita aprobada para este día',
  'access:reason.zoneNotVisited': 'La visita aprobada no incluye esta zona',
};

export const VISIT_MESSAGES_EN: Record<string, string> = {
  'errors:visit.notFound': 'The visit does not exist.',
  'errors:visit.maxDays': 'Visit period has a maximum of {days} days.',
  'errors:visit.duplicateVisitor': 'The person is already on the visiting list.',
  'errors:visit.hostNotWorker': 'The host must be a worker of the client.',
  'errors:visit.notVisitor': 'Only visitors of condition VISITA are allowed.',
  'errors:visit.zoneNotFound': "The zone does not exist or is not the client's.",
  'errors:visit.notPending': 'Only pending or observed visits can be decided.',
  'errors:visit.notObserved': 'Only an observed visit can be corrected.',
  'errors:visit.notRequester': 'Only the person who requested the visit can correct it.',
  'visits:form.visitorsRequired': 'Add at least one visitor.',
  'visits:form.zonesRequired': 'Select at least one zone.',
  'access:reason.noVisit': 'No approved visit for this day',
  'access:reason.zoneNotVisited': 'The approved visit does not include this zone',
};
