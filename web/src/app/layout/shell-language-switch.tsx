import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLang, LANGUAGES, setLanguage } from '../../lib/i18n';
import { RELOAD_DELAY_MS } from './profile-switch';

/** Stores the language, then reloads the page after 400 ms (spec §4), as the profile switch does. */
export async function switchLanguage(
  lang: string,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  if (!isLang(lang) || lang === currentLanguage()) return;
  await setLanguage(lang);
  window.setTimeout(reload, RELOAD_DELAY_MS);
}

/** The header's language switch (English, Spanish). */
export function ShellLanguageSwitch({ testId = 'language-switch' }: { testId?: string }) {
  const { t, i18n } = useTranslation('common');
  const value = isLang(i18n.language) ? i18n.language : currentLanguage();
  return (
    <SegmentedControl
      size="xs"
      value={value}
      aria-label={t('language.label')}
      data-testid={testId}
      data={LANGUAGES.map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
      onChange={(v) => void switchLanguage(v)}
    />
  );
}
