import type { BadgeLanguage } from './badge.types';

/** The printed words of a badge, per language (the card is printed, so no i18next here). */
export interface BadgeTexts {
  title: string;
  document: string;
  company: string;
  credentialType: string;
  validity: string;
  rules: string;
  returnIfFound: (client: string) => string;
  credentialId: string;
  noPhoto: string;
}

export const BADGE_TEXTS: Record<BadgeLanguage, BadgeTexts> = {
  es: {
    title: 'CREDENCIAL DE ACCESO',
    document: 'DOCUMENTO',
    company: 'EMPRESA',
    credentialType: 'TIPO DE CREDENCIAL',
    validity: 'VIGENCIA',
    rules:
      'Esta credencial es personal e intransferible. Debe portarse en un lugar visible durante ' +
      'toda la permanencia en las instalaciones y presentarse cada vez que se solicite. ' +
      'Su mal uso será sancionado.',
    returnIfFound: (client) =>
      `Si encuentra esta credencial, devuélvala a ${client} o a la portería más cercana.`,
    credentialId: 'N.º de credencial',
    noPhoto: 'Sin foto',
  },
  en: {
    title: 'ACCESS CREDENTIAL',
    document: 'DOCUMENT',
    company: 'COMPANY',
    credentialType: 'CREDENTIAL TYPE',
    validity: 'VALID',
    rules:
      'This credential is personal and non-transferable. Wear it where it can be seen for the ' +
      'whole stay on site and show it whenever asked. Misuse will be sanctioned.',
    returnIfFound: (client) =>
      `If found, please return it to ${client} or to the nearest gatehouse.`,
    credentialId: 'Credential No.',
    noPhoto: 'No photo',
  },
};

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * A calendar date (YYYY-MM-DD) as printed: dd/MM/yyyy in Spanish (as the screens show dates),
 * "dd Mon yyyy" in English (no day/month ambiguity for an English reader). Throws on a date
 * that does not exist: a badge never prints a guess.
 */
export function formatBadgeDate(iso: string, language: BadgeLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const [year, month, day] = match ? [match[1], match[2], match[3]] : [];
  const check = new Date(`${iso}T00:00:00Z`);
  if (
    !year ||
    !month ||
    !day ||
    Number.isNaN(check.getTime()) ||
    check.getUTCDate() !== Number(day) ||
    check.getUTCMonth() + 1 !== Number(month)
  )
    throw new RangeError(`Not a YYYY-MM-DD date: '${iso}'`);
  return language === 'es'
    ? `${day}/${month}/${year}`
    : `${day} ${MONTHS_EN[Number(month) - 1]} ${year}`;
}
