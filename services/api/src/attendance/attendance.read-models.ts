/** Written by the attendance-config projection (attendance-config.v1). */
export const ATTENDANCE_SCHEDULES_COLLECTION = 'attendance_schedules_v1';
export const JUSTIFICATION_TYPES_COLLECTION = 'attendance_justification_types_v1';
export const ATTENDANCE_COMPANIES_COLLECTION = 'attendance_companies_v1';
export const ATTENDANCE_PEOPLE_COLLECTION = 'attendance_people_v1';
/** administration's read models, read for names and the control attendance flag */
export const COMPANIES_COLLECTION = 'companies_v1';
export const PEOPLE_COLLECTION = 'people_v1';
