import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { UpdateRequirementsBodySchema, type UpdateRequirementsBody } from '@faena/contracts';
import { fieldError } from '../../../components/ui/field-error';
import { newCommandId } from '../../../lib/command-id';
import { checkedPdf } from '../../../lib/files';
import { useWorkerOptions } from './use-pick-options';

export type UpdateFormInput = z.input<typeof UpdateRequirementsBodySchema>;
export type UpdateForm = ReturnType<typeof useUpdateForm>;
export const UPDATE_DATES = ['expiresOn', 'issuedOn', 'startDate', 'endDate'] as const;

/** A field left empty is "Required field" (the schemas name their own keys for the rest). */
const keyed = zodResolver(UpdateRequirementsBodySchema, {
  error: (issue) => (issue.input === undefined ? 'common:requiredField' : undefined),
});
/** A cleared date box holds '': that is a date left empty too. */
const resolver: typeof keyed = (values, context, options) => {
  const cleared = (key: string, value: unknown) =>
    value === '' && (UPDATE_DATES as readonly string[]).includes(key);
  const entered = Object.fromEntries(Object.entries(values).filter(([k, v]) => !cleared(k, v)));
  return keyed(entered as UpdateFormInput, context, options);
};

/** The body, and the chosen workers' names by id (for the result list). */
export type UpdateSubmit = (
  body: UpdateRequirementsBody,
  names: Map<string, string>,
) => Promise<unknown>;

/**
 * The update's form: the workers offered follow the companies chosen, the PDF is checked when
 * picked, and each submit is a new command.
 */
export function useUpdateForm(onSubmit: UpdateSubmit) {
  const { t } = useTranslation('requirements');
  const form = useForm<UpdateFormInput, unknown, UpdateRequirementsBody>({
    resolver,
    defaultValues: { commandId: newCommandId(), companyIds: [], personIds: [] },
  });
  const { control, handleSubmit, setValue, formState } = form;
  const companyIds = useWatch({ control, name: 'companyIds' });
  const personIds = useWatch({ control, name: 'personIds' });
  const workers = useWorkerOptions(companyIds, (kept) => setValue('personIds', kept), personIds);
  // the file's own error is the object's (its inner fields are filled by the picker, not typed)
  const err = (name: keyof UpdateFormInput) =>
    fieldError(t, formState.errors[name] as FieldError | undefined);
  const submit = handleSubmit(async (body) => {
    await onSubmit(body, new Map(workers.map((w) => [w.value, w.label])));
    // a new update is a new command: a retry of this one would answer its stored results
    setValue('commandId', newCommandId());
  });
  return { form, companyIds, workers, err, submit, file: useFileChoice(form) };
}

type Form = ReturnType<typeof useForm<UpdateFormInput, unknown, UpdateRequirementsBody>>;

/** Picks the PDF: checked first; its message, or the file set (validated once submitted). */
function useFileChoice({ setValue, formState }: Form) {
  const { t } = useTranslation('requirements');
  const [fileError, setFileError] = useState<string>();
  const chooseFile = async (file: File | null) => {
    setFileError(undefined);
    setValue('file', undefined as unknown as UpdateFormInput['file']);
    if (!file) return;
    const checked = await checkedPdf(file);
    if ('error' in checked) setFileError(t(checked.error));
    else setValue('file', checked, { shouldValidate: formState.isSubmitted });
  };
  return { fileError, chooseFile };
}
