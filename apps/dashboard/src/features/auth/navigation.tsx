import { type AnchorHTMLAttributes, createContext, useContext } from 'react';

/**
 * How the sign-in page reads its address and leaves it: from react-router when the router shows it (a
 * visitor sent to /auth from another page), or without the router when the visit starts on /auth, whose
 * first load does not carry it (`SignInApp`, ADR 100).
 */
export interface AuthNavigation {
  /** The address's search: the plan, the mode, the redirect, the invitation, the email, the second factor. */
  params: URLSearchParams;
  /** Opens another page of the dashboard, as react-router's `navigate` does. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const AuthNavigationContext = createContext<AuthNavigation | null>(null);

export const AuthNavigationProvider = AuthNavigationContext.Provider;

export function useAuthNavigation(): AuthNavigation {
  const navigation = useContext(AuthNavigationContext);
  if (!navigation) throw new Error('useAuthNavigation outside an AuthNavigationProvider');
  return navigation;
}

/**
 * A link to another page of the dashboard, as react-router's `Link` renders and follows it: a plain click opens
 * the page in place; a click with a modifier key, another button or another target is the browser's.
 */
export function AuthLink({
  to,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const { navigate } = useAuthNavigation();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
        const elsewhere = props.target !== undefined && props.target !== '_self';
        if (event.defaultPrevented || event.button !== 0 || modified || elsewhere) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
