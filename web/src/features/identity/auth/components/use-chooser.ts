import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResponse, LoginResult } from '@faena/contracts';
import { flowFailure, LoginFlowError, profileSignIn, userByToken } from '../api/login.api';
import { useLoginFlow } from '../stores/login-flow.store';

type Division = LoginResponse['division'][number];

export const divisionKey = (d: Division) => `${d.IdCliente}|${d.IdDivision}`;

/** The profile preselected when it is the only one. */
const onlyProfile = (response: LoginResponse | null) =>
  response?.perfil.length === 1 ? (response.perfil[0]?.IdPerfil ?? null) : null;

/** Signs in with the profile and division: the tokens, then the user they belong to. */
async function signInAs(token: string, profileId: string, d: Division): Promise<LoginResult> {
  const tokens = await profileSignIn(token, {
    idPerfil: profileId,
    idCliente: d.IdCliente,
    idDivision: d.IdDivision,
  });
  if (!tokens.accessToken) throw new LoginFlowError('network', '');
  const user = await userByToken(tokens.accessToken);
  return { ...tokens, user };
}

/**
 * The chooser's state: the profile, the divisions it holds, and `choose`, which signs in with the
 * picked division (a failure shows its message and enables the choice again).
 */
export function useChooser(onSignedIn: (result: LoginResult) => void) {
  const { t } = useTranslation('auth');
  const { response, token, reset } = useLoginFlow();
  const [profileId, setProfileId] = useState<string | null>(onlyProfile(response));
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const divisions = useMemo(
    () => (response?.division ?? []).filter((d) => d.IdPerfil === profileId),
    [response, profileId],
  );
  const choose = async (key: string | null) => {
    const d = divisions.find((x) => divisionKey(x) === key);
    if (!d || !profileId) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await signInAs(token, profileId, d);
      reset();
      onSignedIn(result);
    } catch (err) {
      setFailure(flowFailure(err, t('common:networkError')));
      setBusy(false);
    }
  };
  return { response, reset, profileId, setProfileId, failure, busy, divisions, choose };
}
