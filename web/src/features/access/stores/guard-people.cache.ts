import type { PersonCard } from '../api/guard.api';

export const GUARD_PEOPLE_KEY = 'vcg:guard-people';
/** The people this device marked last: enough for a shift's faces, small in local storage. */
export const GUARD_PEOPLE_KEPT = 500;

function read(): PersonCard[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUARD_PEOPLE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as PersonCard[]) : [];
  } catch {
    return [];
  }
}

/** Keeps a person looked up online, so an offline mark can still show who it is. */
export function rememberPerson(card: PersonCard): void {
  const rest = read().filter((p) => p.personId !== card.personId);
  localStorage.setItem(
    GUARD_PEOPLE_KEY,
    JSON.stringify([card, ...rest].slice(0, GUARD_PEOPLE_KEPT)),
  );
}

/** A person this device looked up before, by document number or person id; null when unknown. */
export function knownPerson(code: string): PersonCard | null {
  return read().find((p) => p.documentNumber === code || p.personId === code) ?? null;
}
