import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLang, LANGUAGES, setLanguage } from '../../lib/i18n';

/** es / en; the choice is stored and applied at once (no reload). */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' | 'md' }) {
  const { t, i18n } = useTranslation('common');
  const value = isLang(i18n.language) ? i18n.language : currentLanguage();
  return (
    <SegmentedControl
      size={size}
      value={value}
      aria-label={t('language.label')}
      data-testid="language-switch"
      data={LANGUAGES.map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
      onChange={(v) => isLang(v) && void setLanguage(v)}
    />
  );
}
