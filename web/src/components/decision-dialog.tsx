import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Decision } from '@faena/contracts';
import { fieldError } from './ui/field-error';
import { notifyError } from '../lib/notify';
import { DECISION_COLORS as COLORS } from './decision-buttons';

export interface DecisionDialogProps {
  decision: Decision;
  /** the comment field of the decision's body schema (contracts): optional to approve, required to observe or reject */
  commentSchema: z.ZodType<string, string | undefined>;
  texts: { title: string; summary: string; comment: string; cancel: string; confirm: string };
  /** sends the decision with the comment; a failure is shown and the dialog stays open */
  onConfirm: (comment: string) => Promise<void>;
  onClose: () => void;
  /** data-testid prefix: `<prefix>-modal`, `<prefix>-comment`, `<prefix>-confirm` */
  testId: string;
  /** what the approver looks at before deciding (e.g. a request's requirements), under the summary */
  children?: ReactNode;
}

/** Approve, observe or reject something an approver attends (a request, a demobilization). */
export function DecisionDialog(props: DecisionDialogProps) {
  const { decision, texts, onClose, testId } = props;
  const { register, submit, formState, commentError } = useDecisionForm(props);
  return (
    <Modal opened onClose={onClose} title={texts.title} data-testid={`${testId}-modal`}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Text size="sm">{texts.summary}</Text>
          {props.children}
          <Textarea
            label={texts.comment}
            required={decision !== 'approve'}
            autosize
            minRows={3}
            error={commentError}
            data-testid={`${testId}-comment`}
            {...register('comment')}
          />
          <DecisionActions
            decision={decision}
            submitting={formState.isSubmitting}
            texts={texts}
            onClose={onClose}
            testId={testId}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/** The comment's form, checked by the decision's schema; a failed confirm is shown, the form stays. */
function useDecisionForm({
  commentSchema,
  onConfirm,
}: Pick<DecisionDialogProps, 'commentSchema' | 'onConfirm'>) {
  const resolver = useMemo(
    () => zodResolver(z.object({ comment: commentSchema })),
    [commentSchema],
  );
  const { register, handleSubmit, formState } = useForm<
    { comment: string | undefined },
    unknown,
    { comment: string }
  >({ resolver, defaultValues: { comment: '' } });
  const submit = handleSubmit(async ({ comment }) => {
    try {
      await onConfirm(comment);
    } catch (err) {
      notifyError(err);
    }
  });
  const { t } = useTranslation('common');
  return { register, submit, formState, commentError: fieldError(t, formState.errors.comment) };
}

/** Cancel, and the submit button in the decision's color. */
function DecisionActions(props: {
  decision: Decision;
  submitting: boolean;
  texts: DecisionDialogProps['texts'];
  onClose: () => void;
  testId: string;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={props.onClose}>
        {props.texts.cancel}
      </Button>
      <Button
        type="submit"
        color={COLORS[props.decision]}
        loading={props.submitting}
        data-testid={`${props.testId}-confirm`}
      >
        {props.texts.confirm}
      </Button>
    </Group>
  );
}
