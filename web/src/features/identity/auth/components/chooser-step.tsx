import { Alert, Button, Select, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '@faena/contracts';
import { expiryNotice } from '../lib/login-rules';
import { divisionKey, useChooser } from './use-chooser';

/** The password's expiry notice: today, or in so many days. */
function ExpiryNotice({ minutes }: { minutes: Parameters<typeof expiryNotice>[0] }) {
  const { t } = useTranslation('auth');
  const notice = expiryNotice(minutes);
  if (!notice) return null;
  return (
    <Alert color="blue" icon={<IconInfoCircle size={16} />} data-testid="expiry-notice">
      {notice.kind === 'today' ? t('expiry.today') : t('expiry.days', { count: notice.days })}
    </Alert>
  );
}

type Chooser = ReturnType<typeof useChooser>;

/** The profile, then the client/division of that profile (picking one signs in). */
function ChooserSelects({ chooser }: { chooser: Chooser }) {
  const { t } = useTranslation('auth');
  const { response, profileId, setProfileId, divisions, choose, busy } = chooser;
  return (
    <>
      <Select
        label={t('profile')}
        data={response?.perfil.map((p) => ({ value: p.IdPerfil, label: p.Perfil }))}
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
    </>
  );
}

/**
 * Step 2, always shown: profile (preselected when it is the only one) and client/division; picking
 * a profile filters the divisions, picking a division signs in with that profile (spec §4).
 */
export function ChooserStep({ onSignedIn }: { onSignedIn: (result: LoginResult) => void }) {
  const { t } = useTranslation('auth');
  const chooser = useChooser(onSignedIn);
  const { response, failure, reset } = chooser;
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
      <ChooserSelects chooser={chooser} />
      <ExpiryNotice minutes={response.minutosCaduca} />
      <Button variant="subtle" onClick={() => reset()} data-testid="chooser-back">
        {t('backToSignIn')}
      </Button>
    </Stack>
  );
}
