import './styles.css';
import { ErrorScreen } from '@carat/ui/screens';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '#app/AppProviders.tsx';
import { SIGN_IN_PAGE } from '#app/sign-in-page.ts';
import { AppSkeleton } from '#components/PageSkeleton.tsx';
import { env } from '#lib/env.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

/** Every page under the same providers: the toasts shown survive the sign-in page handing over to the router. */
function show(app: ReactNode) {
  root.render(
    <StrictMode>
      <AppProviders>{app}</AppProviders>
    </StrictMode>,
  );
}

let routerApp: Promise<typeof import('#app/RouterApp.tsx')> | undefined;
/** The router and the route table: a chunk of their own, which the sign-in page does not wait for (ADR 100). */
function loadRouterApp() {
  routerApp ??= import('#app/RouterApp.tsx').catch((error: unknown) => {
    routerApp = undefined; // a chunk that failed to come (offline a moment) is asked again next time
    throw error;
  });
  return routerApp;
}

const failed = () => show(<ErrorScreen homeHref={`${env.marketingUrl}/`} />);

// The first paint, as the router's `HydrateFallback`: the page's skeleton until its code is there.
show(<AppSkeleton />);
if (SIGN_IN_PAGE.test(window.location.pathname))
  import('#app/SignInApp.tsx').then(({ startSignInApp }) => startSignInApp(show, loadRouterApp), failed);
else
  loadRouterApp().then(
    ({ createAppRouter, RouterApp }) => show(<RouterApp router={createAppRouter()} />),
    failed,
  );
