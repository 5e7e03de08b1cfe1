import {
  ATTENDANCE_CONFIG_MESSAGES_EN,
  ATTENDANCE_CONFIG_MESSAGES_ES,
} from './attendance-config.messages';

/** Spanish and English texts of attendance (merged into MESSAGES_ES / MESSAGES_EN). */
export const ATTENDANCE_MESSAGES_ES: Record<string, string> = {
  ...ATTENDANCE_CONFIG_MESSAGES_ES,
  'attendance:codeTooLong': 'El código admite hasta 20 caracteres.',
  'attendance:codeChars': 'El código solo admite letras, números, guion y guion bajo.',
  'attendance:descriptionTooLong': 'El texto es demasiado largo.',
  'attendance:time': 'La hora debe tener el formato HH:mm.',
  'attendance:minutes': 'Ingrese minutos enteros dentro del rango permitido.',
  'attendance:dayNumber': 'El día no corresponde al tipo de horario.',
  'attendance:dayRepeated': 'El día ya está en el horario.',
  'attendance:daysRequired': 'Agregue al menos un día al horario.',
  'attendance:turn': 'El turno debe ser D (día) o N (noche).',
  'attendance:scheduleKind': 'El tipo de horario no es válido.',
  'attendance:exitAfterEntry': 'En turno de día la salida debe ser posterior a la entrada.',
  'attendance:refreshmentPair': 'Ingrese el inicio y el fin del refrigerio.',
  'attendance:origin': 'El origen no es válido.',
  'attendance:timesPeriod': 'Indique si el límite es por semana o por día.',
  'attendance:maxTimes': 'Las veces deben estar entre 1 y 31.',
  'attendance:maxHours': 'Las horas deben estar entre 0.25 y 24.',
  'attendance:copyDayRequired': 'Debe seleccionar un día para copiar un horario.',
  'attendance:companyWithoutConfiguration':
    'La empresa de la persona no tiene configurados grupos de planilla o condiciones especiales.',
};

export const ATTENDANCE_MESSAGES_EN: Record<string, string> = {
  ...ATTENDANCE_CONFIG_MESSAGES_EN,
  'attendance:codeTooLong': 'The code allows up to 20 characters.',
  'attendance:codeChars': 'The code allows only letters, digits, hyphen and underscore.',
  'attendance:descriptionTooLong': 'The text is too long.',
  'attendance:time': 'The time must be HH:mm.',
  'attendance:minutes': 'Enter whole minutes within the allowed range.',
  'attendance:dayNumber': 'The day does not fit the schedule kind.',
  'attendance:dayRepeated': 'The day is already in the schedule.',
  'attendance:daysRequired': 'Add at least one day to the schedule.',
  'attendance:turn': 'The turn must be D (day) or N (night).',
  'attendance:scheduleKind': 'The schedule kind is not valid.',
  'attendance:exitAfterEntry': 'On a day turn the exit must come after the entry.',
  'attendance:refreshmentPair': 'Enter both the start and the end of the break.',
  'attendance:origin': 'The origin is not valid.',
  'attendance:timesPeriod': 'Say whether the limit is per week or per day.',
  'attendance:maxTimes': 'Times must be between 1 and 31.',
  'attendance:maxHours': 'Hours must be between 0.25 and 24.',
  'attendance:copyDayRequired': 'A day must be selected to copy a schedule.',
  'attendance:companyWithoutConfiguration':
    "The person's company lacks payroll or special-conditions configuration.",
};
