import { ErrorScreen } from '@carat/ui/screens';
import { Component, type ReactNode, useMemo, useState } from 'react';
import { addMessages } from '#app/i18n.ts';
import type { AppRouter, RouterApp as RouterAppType } from '#app/RouterApp.tsx';
import { AuthPage } from '#features/auth/AuthPage.tsx';
import { authMessages } from '#features/auth/messages.ts';
import { type AuthNavigation, AuthNavigationProvider } from '#features/auth/navigation.tsx';
import { env } from '#lib/env.ts';
import { whenIdle } from '#lib/idle.ts';

type LoadRouterApp = () => Promise<{
  createAppRouter: () => AppRouter;
  initialized: (router: AppRouter) => Promise<AppRouter>;
  RouterApp: typeof RouterAppType;
}>;

/**
 * A visit that starts on the sign-in page: the page without react-router, which its first load does not carry
 * (ADR 100). The router's chunk loads once the page is idle. Leaving the page, the router starts at the
 * sign-in page's address (that route's code is here already), goes where the page asked — loading that
 * page's code while the sign-in page stays on screen, as a navigation under the router does — and then takes
 * the screen over. Should its chunk not come, the browser opens the page itself.
 */
export function startSignInApp(show: (app: ReactNode) => void, loadRouterApp: LoadRouterApp) {
  let router: Promise<AppRouter> | undefined;
  let latest = 0;
  const leave: AuthNavigation['navigate'] = (to, options) => {
    const call = ++latest;
    loadRouterApp()
      .then(async ({ createAppRouter, initialized, RouterApp }) => {
        router ??= initialized(createAppRouter());
        const started = await router;
        await started.navigate(to, options);
        if (call === latest) show(<RouterApp router={started} />);
      })
      .catch(() => (options?.replace ? window.location.replace(to) : window.location.assign(to)));
  };
  // The sign-in pages' texts are not in the entry (ADR 100).
  addMessages(authMessages);
  show(<SignInApp leave={leave} />);
  whenIdle(() => void loadRouterApp().catch(() => {}));
}

/** The sign-in page with its address read once (the page never changes it) and `leave` as its `navigate`. */
function SignInApp({ leave }: { leave: AuthNavigation['navigate'] }) {
  const [params] = useState(() => new URLSearchParams(window.location.search));
  const navigation = useMemo<AuthNavigation>(() => ({ params, navigate: leave }), [params, leave]);
  return (
    <SignInError>
      <AuthNavigationProvider value={navigation}>
        <AuthPage />
      </AuthNavigationProvider>
    </SignInError>
  );
}

/** What the router's error boundary (`RouteError.tsx`) shows when a page throws. */
class SignInError extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { error } = this.state;
    const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
    return <ErrorScreen homeHref={`${env.marketingUrl}/`} detail={detail} />;
  }
}
