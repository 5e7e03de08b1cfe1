import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { connectLive, disconnectLive } from '../../lib/socket';
import { isSignedIn, useSession } from '../../stores/session.store';

/** Visitors without a session (or a refresh token) go to sign-in; signed-in users get the socket. */
export function RequireAuth() {
  const signedIn = useSession(isSignedIn);
  useEffect(() => {
    if (!signedIn) return undefined;
    connectLive();
    return () => disconnectLive();
  }, [signedIn]);
  return signedIn ? <Outlet /> : <Navigate to="/auth/login" replace />;
}

/** Signed-in users who open /auth go back to the app. */
export function GuestOnly() {
  const signedIn = useSession(isSignedIn);
  return signedIn ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
