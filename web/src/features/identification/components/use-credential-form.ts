import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  addDays,
  IssueCredentialBodySchema,
  type CommandResult,
  type IssueCredentialBody,
} from '@faena/contracts';
import { newCommandId } from '../../../lib/command-id';
import { today } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import {
  issueCredential,
  type CredentialTypeOption,
  type ReasonOption,
} from '../api/identification.api';

/** An end left empty is no end (the type's validity gives it): the contract's schema decides. */
const FormSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && (v as { endDate?: unknown }).endDate === ''
      ? { ...v, endDate: undefined }
      : v,
  IssueCredentialBodySchema,
);
export type CredentialFormInput = z.input<typeof IssueCredentialBodySchema>;

export interface CredentialFormProps {
  credentialTypes: CredentialTypeOption[];
  reasons: ReasonOption[];
  onSaved: (result: CommandResult) => Promise<void> | void;
  onCancel: () => void;
  /** the call (a test hands its own) */
  save?: (body: IssueCredentialBody) => Promise<CommandResult>;
}

const defaults = (): CredentialFormInput => ({
  commandId: newCommandId(),
  personId: '',
  credentialType: '',
  startDate: today(),
  endDate: '',
  referenceCode1: '',
  referenceCode2: '',
  issueReason: '',
});

/** The credential's form and its submit; the chosen type's validity limits (and proposes) the end. */
export function useCredentialForm({
  credentialTypes,
  onSaved,
  save = issueCredential,
}: CredentialFormProps) {
  const form = useForm<CredentialFormInput, unknown, IssueCredentialBody>({
    resolver: zodResolver(FormSchema as unknown as typeof IssueCredentialBodySchema),
    defaultValues: defaults(),
  });
  const validity = useValidity(form, credentialTypes);
  const onValid = form.handleSubmit(async (body) => {
    try {
      await onSaved(await save(body));
    } catch (err) {
      notifyError(err);
    }
  });
  return { form, onValid, ...validity };
}

type Form = ReturnType<typeof useForm<CredentialFormInput, unknown, IssueCredentialBody>>;

/** The chosen type, and the last end its validity allows from the start (none without validity). */
function useValidity({ control, setValue }: Form, credentialTypes: CredentialTypeOption[]) {
  const typeValue = useWatch({ control, name: 'credentialType' });
  const startDate = useWatch({ control, name: 'startDate' });
  const type = credentialTypes.find((c) => c.value === typeValue);
  const limit = type?.validityDays && startDate ? addDays(startDate, type.validityDays) : undefined;
  // a type with validity proposes the end (start + validity) whenever the start or the type changes
  useEffect(() => {
    if (limit) setValue('endDate', limit);
  }, [limit, setValue]);
  return { type, limit };
}
