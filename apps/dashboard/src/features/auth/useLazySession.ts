import type { Session, SessionClient } from '@carat/api-client/session';
import { hasStoredSession } from '@carat/api-client/session-cookie';
import { useEffect, useState } from 'react';
import { whenIdle } from '#lib/idle.ts';

let loading: Promise<SessionClient> | undefined;

/** The app's session client (`lib/session-client.ts`, the signed-in routes' one), loaded once. */
export function loadSessionClient(): Promise<SessionClient> {
  loading ??= import('#lib/session-client.ts').then(
    (module) => module.sessionClient,
    (error: unknown) => {
      // A chunk that failed to come (offline a moment) is asked again by the next call.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A session may be read now: a stored one, or one the address brings back from the auth provider. */
function sessionToRead() {
  return hasStoredSession() || /(^#|&)(access_token|error_description)=/.test(window.location.hash);
}

export interface LazySession {
  session: Session | null;
  /** True until the stored session has been read; false at once when the cookies hold none. */
  loading: boolean;
  /** The session client, loaded on the first call (or already, see `useLazySession`). */
  client: () => Promise<SessionClient>;
}

/**
 * The sign-in page's session, without the session client in its first load (ADR 095): the cookies say at
 * once whether a session is stored. If one is, the client loads now and reads it (the page then goes on, as
 * before); if none is, the form shows at once and the client loads once the page is idle, so a submit
 * finds it there. Either way the page follows the client's auth events from then on, as `SessionProvider`
 * does.
 */
export function useLazySession(): LazySession {
  const [stored] = useState(sessionToRead);
  const [state, setState] = useState({ session: null as Session | null, loading: stored });

  useEffect(() => {
    let alive = true;
    let unsubscribe: (() => void) | undefined;
    const follow = () =>
      void loadSessionClient().then(
        (client) => {
          if (!alive) return;
          const { data } = client.auth.onAuthStateChange((_event, session) => {
            if (alive) setState({ session, loading: false });
          });
          unsubscribe = () => data.subscription.unsubscribe();
          client.auth
            .getSession()
            .then(({ data: read }) => alive && setState({ session: read.session, loading: false }))
            .catch(() => alive && setState((previous) => ({ ...previous, loading: false })));
        },
        () => alive && setState((previous) => ({ ...previous, loading: false })),
      );
    let cancel: (() => void) | undefined;
    if (stored) follow();
    else cancel = whenIdle(follow);
    return () => {
      alive = false;
      cancel?.();
      unsubscribe?.();
    };
  }, [stored]);

  return { ...state, client: loadSessionClient };
}
