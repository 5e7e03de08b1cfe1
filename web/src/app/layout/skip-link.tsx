import { useTranslation } from 'react-i18next';
import classes from './app-layout.module.css';

/** Where the skip link lands: the page's main region. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content", first in the tab order and visible once focused. The routes are hash routes,
 * so it moves the focus itself instead of linking to #main-content.
 */
export function SkipLink() {
  const { t } = useTranslation('common');
  const skip = (e: React.MouseEvent) => {
    e.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.skipLink}
      onClick={skip}
      data-testid="skip-link"
    >
      {t('shell.skipToContent')}
    </a>
  );
}
