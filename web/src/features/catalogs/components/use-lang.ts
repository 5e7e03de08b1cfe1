import { useTranslation } from 'react-i18next';
import type { Labels } from '@faena/contracts';

/** The declaration's text in the current language. */
export function useLabel(): (labels: Labels) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  return (labels) => labels[lang];
}
