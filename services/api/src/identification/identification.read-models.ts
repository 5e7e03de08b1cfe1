/** Written by the identification projection (identification.v1). */
export const CREDENTIALS_COLLECTION = 'credentials_v1';
export const PERSON_IDENTIFICATION_COLLECTION = 'identification_people_v1';
/** administration's people read model (people.v1): names, documents and companies of the rows */
export const PEOPLE_COLLECTION = 'people_v1';
