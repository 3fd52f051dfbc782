import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AuthPage } from './AuthPage.tsx';
import { type AuthNavigation, AuthNavigationProvider } from './navigation.tsx';

/** The sign-in page as a route of the router (`app/routes.tsx`): a visitor sent there from another page. */
export function RoutedAuthPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const navigation = useMemo<AuthNavigation>(
    () => ({ params, navigate: (to, options) => void navigate(to, options) }),
    [params, navigate],
  );
  return (
    <AuthNavigationProvider value={navigation}>
      <AuthPage />
    </AuthNavigationProvider>
  );
}
