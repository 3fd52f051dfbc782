import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import type { SessionClient } from './session.ts';

export interface SessionState {
  client: SessionClient;
  session: Session | null;
  /** True until the stored session has been read (and refreshed if it had expired). */
  loading: boolean;
  /** The last auth event: SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED, MFA_CHALLENGE_VERIFIED… */
  lastEvent: AuthChangeEvent | null;
}

const SessionContext = createContext<SessionState | null>(null);

/**
 * Follows supabase-js's session: read once from storage, then every auth event. supabase-js refreshes
 * the token itself (and drops the session on an unrecoverable refresh failure, which arrives here as
 * SIGNED_OUT).
 */
export function SessionProvider({
  client,
  children,
  onEvent,
}: {
  client: SessionClient;
  children: ReactNode;
  onEvent?: (event: AuthChangeEvent, session: Session | null) => void;
}) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  const [lastEvent, setLastEvent] = useState<AuthChangeEvent | null>(null);

  useEffect(() => {
    let alive = true;
    client.auth
      .getSession()
      .then(({ data }) => {
        if (!alive) return;
        setSession(data.session);
        setLoading(false);
      })
      .catch(() => alive && setLoading(false));
    const { data } = client.auth.onAuthStateChange((event, next) => {
      setSession(next);
      setLastEvent(event);
      setLoading(false);
      onEvent?.(event, next);
    });
    return () => {
      alive = false;
      data.subscription.unsubscribe();
    };
  }, [client, onEvent]);

  const value = useMemo(
    () => ({ client, session, loading, lastEvent }),
    [client, session, loading, lastEvent],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
