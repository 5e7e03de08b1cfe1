import { Alert, Button, Select, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResponse, LoginResult } from '@faena/contracts';
import { LoginFlowError, profileSignIn, userByToken } from '../api/login.api';
import { expiryNotice } from '../lib/login-rules';
import { useLoginFlow } from '../stores/login-flow.store';

const divisionKey = (d: LoginResponse['division'][number]) => `${d.IdCliente}|${d.IdDivision}`;

/**
 * Step 2, always shown: profile (preselected when it is the only one) and client/division; picking
 * a profile filters the divisions, picking a division signs in with that profile (spec §4).
 */
export function ChooserStep({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const { t } = useTranslation('auth');
  const { response, token, reset } = useLoginFlow();
  const [profileId, setProfileId] = useState<string | null>(
    response?.perfil.length === 1 ? (response.perfil[0]?.IdPerfil ?? null) : null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const divisions = useMemo(
    () => (response?.division ?? []).filter((d) => d.IdPerfil === profileId),
    [response, profileId],
  );
  const notice = expiryNotice(response?.minutosCaduca);
  const choose = async (key: string | null) => {
    const d = divisions.find((x) => divisionKey(x) === key);
    if (!d || !profileId) return;
    setBusy(true);
    setFailure(null);
    try {
      const tokens = await profileSignIn(token, {
        idPerfil: profileId,
        idCliente: d.IdCliente,
        idDivision: d.IdDivision,
      });
      if (!tokens.accessToken) throw new LoginFlowError('network', '');
      const user = await userByToken(tokens.accessToken);
      reset();
      onSignedIn({ ...tokens, user });
    } catch (err) {
      setFailure(
        err instanceof LoginFlowError && err.message ? err.message : t('common:networkError'),
      );
      setBusy(false);
    }
  };
  if (!response) return null;
  return (
    <Stack data-testid="chooser-step">
      {failure && (
        <Alert color="red" tt="uppercase" data-testid="chooser-error">
          {failure}
        </Alert>
      )}
      <TextInput
        label={t('fullName')}
        value={response.nombreCompleto}
        readOnly
        data-testid="chooser-fullname"
      />
      <Select
        label={t('profile')}
        data={response.perfil.map((p) => ({ value: p.IdPerfil, label: p.Perfil }))}
        value={profileId}
        onChange={setProfileId}
        allowDeselect={false}
        data-testid="chooser-profile"
      />
      <Select
        label={t('clientDivision')}
        placeholder={t('chooseDivision')}
        data={divisions.map((d) => ({
          value: divisionKey(d),
          label: `${d.Cliente} / ${d.Division}`,
        }))}
        value={null}
        onChange={(v) => void choose(v)}
        disabled={busy || !profileId}
        data-testid="chooser-division"
      />
      {notice && (
        <Alert color="blue" icon={<IconInfoCircle size={16} />} data-testid="expiry-notice">
          {notice.kind === 'today' ? t('expiry.today') : t('expiry.days', { count: notice.days })}
        </Alert>
      )}
      <Button variant="subtle" onClick={() => reset()} data-testid="chooser-back">
        {t('backToSignIn')}
      </Button>
    </Stack>
  );
}
