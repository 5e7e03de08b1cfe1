import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { API } from '@faena/contracts';
import { PageLoader } from '../../components/ui/page-loader';
import { http } from '../../lib/http';
import { disconnectLive } from '../../lib/socket';
import { useMenus } from '../shell/menu.store';
import { useSessionUi } from '../../features/identity/session/session-ui.store';
import { isSignedIn, useSession } from '../../stores/session.store';

/** Ends the session on the server and clears it here whether the call succeeds or not. */
export function Logout() {
  const signedIn = useSession(isSignedIn);
  useEffect(() => {
    if (!signedIn) return;
    useSessionUi.getState().unlock(); // the screen lock stops first
    disconnectLive();
    void http
      .post(API.logout.path, {})
      .catch(() => undefined)
      .finally(() => {
        useSession.getState().clear();
        useMenus.getState().clear();
      });
  }, [signedIn]);
  return signedIn ? <PageLoader /> : <Navigate to="/auth/login" replace />;
}
