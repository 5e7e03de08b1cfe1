import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canSendCode, normalizeCode } from '../lib/login-rules';
import { useLoginFlow } from '../stores/login-flow.store';
import { useCodeStep } from './use-code-step';

type CodeState = ReturnType<typeof useCodeStep>;

/** The failure, where the code went (phone or e-mail) and the resent notice. */
function CodeMessages({ failure, info }: Pick<CodeState, 'failure' | 'info'>) {
  const { t } = useTranslation('auth');
  const response = useLoginFlow((s) => s.response);
  return (
    <>
      {failure && (
        <Alert color="red" tt="uppercase" data-testid="code-error">
          {failure}
        </Alert>
      )}
      <Text size="sm" data-testid="code-info">
        {response?.flagTelefono === 'S' ? t('code.sentPhone') : t('code.sentMail')}
      </Text>
      {info && (
        <Text size="sm" c="green" data-testid="code-resent">
          {info}
        </Text>
      )}
    </>
  );
}

/** The code field (Enter sends it) and the send button. */
function CodeInput({ state }: { state: CodeState }) {
  const { t } = useTranslation('auth');
  const { code, setCode, send, busy } = state;
  return (
    <>
      <TextInput
        label={t('code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(normalizeCode(e.currentTarget.value))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void send();
        }}
        data-testid="code-input"
      />
      <Button
        onClick={() => void send()}
        disabled={!canSendCode(code)}
        loading={busy}
        data-testid="code-submit"
      >
        {t('code.send')}
      </Button>
    </>
  );
}

/** Step 4: the 4-digit verification code sent by phone or e-mail. */
export function CodeStep() {
  const { t } = useTranslation('auth');
  const { username, reset } = useLoginFlow();
  const state = useCodeStep();
  return (
    <Stack data-testid="code-step">
      <CodeMessages failure={state.failure} info={state.info} />
      <TextInput label={t('username')} value={username} readOnly data-testid="code-username" />
      <CodeInput state={state} />
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => void state.resend()}
        data-testid="code-resend"
      >
        {t('code.resend')}
      </Anchor>
      <Anchor component="button" type="button" size="sm" onClick={() => reset()}>
        {t('backToSignIn')}
      </Anchor>
    </Stack>
  );
}
