import { DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/es';
import 'dayjs/locale/en';

/** es: Spanish months and days, Monday first; en: English, Sunday first. */
const SETTINGS: Record<'es' | 'en', DatesProviderSettings> = {
  es: { locale: 'es', firstDayOfWeek: 1 },
  en: { locale: 'en', firstDayOfWeek: 0 },
};

/** The date pickers speak the user's i18next language, and change with it live. */
export function AppDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const settings = i18n.language === 'en' ? SETTINGS.en : SETTINGS.es;
  return <DatesProvider settings={settings}>{children}</DatesProvider>;
}
