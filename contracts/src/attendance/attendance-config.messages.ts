/**
 * Texts of attendance configuration's refusals (issue 21: schedules, company configuration, person
 * assignment, justification types and applied justifications), spread into ATTENDANCE_MESSAGES_*.
 */
export const ATTENDANCE_CONFIG_MESSAGES_ES: Record<string, string> = {
  'attendance:codeRepeated': 'El código ya está en la lista.',
  'attendance:payrollGroupUnknown': 'El grupo de planilla no es de la empresa de la persona.',
  'attendance:specialConditionUnknown': 'La condición especial no es de la empresa de la persona.',
  'attendance:scheduleUnknown': 'El horario no existe o está inactivo.',
  'attendance:regimeUnknown': 'El régimen no existe o está inactivo.',
  'attendance:justificationUnknown': 'El tipo de justificación no existe.',
  'attendance:observationRequired': 'Este tipo de justificación requiere una observación.',
  'attendance:futureDate': 'Este tipo de justificación no se puede aplicar a una fecha futura.',
  'attendance:hoursAboveMax': 'Las horas superan el máximo del tipo de justificación ({n}).',
  'errors:attendance.scheduleCodeTaken': 'Ya existe un horario con ese código.',
  'errors:attendance.scheduleNotFound': 'El horario no existe.',
  'errors:attendance.justificationTypeCodeTaken':
    'Ya existe un tipo de justificación con ese código.',
  'errors:attendance.justificationTypeNotFound': 'El tipo de justificación no existe.',
  'errors:attendance.companyNotFound': 'La empresa no existe.',
  'errors:attendance.companyNotControlled':
    'La empresa no tiene habilitado el control de asistencia.',
  'errors:attendance.companyWithoutConfiguration':
    'La empresa de la persona no tiene configurados grupos de planilla o condiciones especiales.',
  'errors:attendance.personNotFound': 'La persona no existe.',
  'errors:attendance.justificationInactive': 'El tipo de justificación está inactivo.',
  'errors:attendance.justificationLimitWeek':
    'La persona ya tiene {maxTimes} justificaciones de este tipo en la semana.',
  'errors:attendance.justificationLimitDay':
    'La persona ya tiene {maxTimes} justificaciones de este tipo en el día.',
  'errors:attendance.justificationNotFound': 'La justificación no existe o ya fue retirada.',
};

export const ATTENDANCE_CONFIG_MESSAGES_EN: Record<string, string> = {
  'attendance:codeRepeated': 'The code is already in the list.',
  'attendance:payrollGroupUnknown': "The payroll group is not one of the person's company.",
  'attendance:specialConditionUnknown': "The special condition is not one of the person's company.",
  'attendance:scheduleUnknown': 'The schedule does not exist or is inactive.',
  'attendance:regimeUnknown': 'The regime does not exist or is inactive.',
  'attendance:justificationUnknown': 'The justification type does not exist.',
  'attendance:observationRequired': 'This justification type requires an observation.',
  'attendance:futureDate': 'This justification type cannot be applied to a future date.',
  'attendance:hoursAboveMax': "The hours exceed the justification type's maximum ({n}).",
  'errors:attendance.scheduleCodeTaken': 'A schedule with that code already exists.',
  'errors:attendance.scheduleNotFound': 'The schedule does not exist.',
  'errors:attendance.justificationTypeCodeTaken':
    'A justification type with that code already exists.',
  'errors:attendance.justificationTypeNotFound': 'The justification type does not exist.',
  'errors:attendance.companyNotFound': 'The company does not exist.',
  'errors:attendance.companyNotControlled': 'The company does not control attendance.',
  'errors:attendance.companyWithoutConfiguration':
    "The person's company lacks payroll or special-conditions configuration.",
  'errors:attendance.personNotFound': 'The person does not exist.',
  'errors:attendance.justificationInactive': 'The justification type is inactive.',
  'errors:attendance.justificationLimitWeek':
    'The person already has {maxTimes} justifications of this type in the week.',
  'errors:attendance.justificationLimitDay':
    'The person already has {maxTimes} justifications of this type on the day.',
  'errors:attendance.justificationNotFound':
    'The justification does not exist or was already withdrawn.',
};
