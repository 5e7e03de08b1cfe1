import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/** A form field's error: its message is an i18n key (`ns:path`) from the contracts' schemas. */
export function fieldError(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return t(error.message, { defaultValue: t('common:invalidValue') });
}
