import type { ComponentType } from 'react';
import { type LoaderFunction, matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { addMessages, loadBackOfficeMessages, loadShellMessages } from '#app/i18n.ts';
import { RouteError } from '#app/RouteError.tsx';
import { AppSkeleton } from '#components/PageSkeleton.tsx';
import type { PrefetchPage } from '#lib/prefetch.tsx';

/** The dashboard pages that exist; the side navigation and the tools grid link only to these. */
const pages = new Set([
  '/dashboard/showroom-builder',
  '/dashboard',
  '/dashboard/orders',
  '/dashboard/leads',
  '/dashboard/catalogue',
  '/dashboard/appointments',
  '/dashboard/clients',
  '/dashboard/invoices',
  '/dashboard/analytics',
  '/dashboard/collections',
  '/dashboard/collaborations',
  '/dashboard/reviews',
  '/dashboard/settings',
  '/dashboard/size-guides',
  '/dashboard/marketing',
  '/dashboard/design',
  '/dashboard/assistant',
  '/dashboard/team',
  '/dashboard/activity',
  '/dashboard/repairs',
  '/dashboard/custody',
  '/dashboard/valuations',
  '/dashboard/messages',
  '/dashboard/metal-rates',
  '/dashboard/stock',
  '/dashboard/sale',
  '/dashboard/memos',
  '/dashboard/layaways',
  '/dashboard/cash-drawer',
  '/dashboard/stock-counts',
  '/dashboard/gift-cards',
]);

/**
 * The client messages' texts come with the pages that show them (the inbox, a client's sheet on the clients
 * page, Settings → Messages), not with every page (ADR 065).
 */
function withMessagingTexts<M>(load: () => Promise<M>) {
  return () =>
    Promise.all([load(), import('#features/messaging/messages.ts')]).then(([m, texts]) => {
      addMessages(texts.messagingMessages);
      return m;
    });
}

/**
 * The sign-in pages' texts come with the pages that show them (the sign-in page, the password reset, Settings'
 * second factor), not with every page (ADR 100).
 */
function withAuthTexts<M>(load: () => Promise<M>) {
  return () =>
    Promise.all([load(), import('#features/auth/messages.ts')]).then(([m, texts]) => {
      addMessages(texts.authMessages);
      return m;
    });
}

/** Settings: the messages' texts, the calendar's (Settings → Agenda, ADR 068), the second factor's. */
function withSettingsTexts<M>(load: () => Promise<M>) {
  return withMessagingTexts(
    withAuthTexts(() =>
      Promise.all([load(), import('#features/calendars/messages.ts')]).then(([m, texts]) => {
        addMessages(texts.calendarMessages);
        return m;
      }),
    ),
  );
}

/** The public demo's pages (read-only views of the demo jeweller). */
const demoPages = new Set([
  '/dashboard-demo',
  '/dashboard-demo/orders',
  '/dashboard-demo/leads',
  '/dashboard-demo/catalogue',
  '/dashboard-demo/appointments',
  '/dashboard-demo/clients',
  '/dashboard-demo/invoices',
  '/dashboard-demo/analytics',
  '/dashboard-demo/collections',
  '/dashboard-demo/collaborations',
  '/dashboard-demo/reviews',
  '/dashboard-demo/size-guides',
  '/dashboard-demo/messages',
  '/dashboard-demo/repairs',
  '/dashboard-demo/valuations',
  '/dashboard-demo/sale',
  '/dashboard-demo/stock',
  '/dashboard-demo/memos',
  '/dashboard-demo/layaways',
  '/dashboard-demo/cash-drawer',
  '/dashboard-demo/stock-counts',
  '/dashboard-demo/gift-cards',
  '/dashboard-demo/metal-rates',
]);

/**
 * A route whose code is its own chunk (react-router's `lazy`), loaded when the route is first matched or
 * prefetched (`prefetchPage`). Until it is there, a deep link shows the root's skeleton and a navigation the
 * layout's (`PageOutlet`). ADR 047.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

/** A page of the back office: its code and the back office's texts, fetched side by side. */
function backOfficePage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return page(async () => (await Promise.all([load(), loadBackOfficeMessages()]))[0], pick);
}

/**
 * The layouts and the homes: their code and the shell's texts only (the menu, the home's tiles), so a
 * jeweller's first page does not wait for every tool's texts; the likely next pages, fetched once the home
 * is idle, bring those (issue 30).
 */
function shellPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return page(async () => (await Promise.all([load(), loadShellMessages()]))[0], pick);
}

/**
 * The data a page reads first, started as the router matches it, beside its code (`lazy`), instead of once
 * the code has come and the page drawn (`lib/page-data.ts`, ADR 053). It waits for nothing: the page reads
 * the same queries and finds them read or on their way. The idle prefetch of pages loads code only.
 */
const pageData: LoaderFunction = ({ request }) => {
  const { pathname } = new URL(request.url);
  const clients = pathname.startsWith('/dashboard-demo')
    ? // Through the demo layout's chunk, which the route loads anyway (a split point of its own would move
      // shared modules out of the entry into chunks of their own: more bytes for the sign-in page).
      import('#features/demo/DemoLayout.tsx').then((m) => ({
        queryClient: m.demoQueryClient,
        api: m.demoApi,
      }))
    : // The signed-in routes' layout loads it anyway (`sessionLayout`); not in the entry (ADR 095).
      import('#app/clients.ts');
  // Its own chunk (the list reads' code), which the sign-in page does not carry.
  void Promise.all([clients, import('#lib/page-data.ts')]).then(
    ([{ queryClient, api }, { prefetchPageData }]) => prefetchPageData(pathname, queryClient, api),
  );
  return null;
};

/** A page's first data with its code; a change of the address's search alone (the page's own) reads nothing. */
const withPageData: Pick<RouteObject, 'loader' | 'shouldRevalidate'> = {
  loader: pageData,
  shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
};

/** The tools the signed-in dashboard and the public demo both show (the demo read-only). */
const toolRoutes: RouteObject[] = [
  {
    path: 'orders',
    ...withPageData,
    lazy: backOfficePage(
      () => import('#features/orders/OrdersPage.tsx'),
      (m) => m.OrdersPage,
    ),
  },
  {
    path: 'leads',
    ...withPageData,
    lazy: backOfficePage(
      () => import('#features/leads/LeadsPage.tsx'),
      (m) => m.LeadsPage,
    ),
  },
  {
    path: 'catalogue',
    ...withPageData,
    lazy: backOfficePage(
      () => import('#features/catalogue/CataloguePage.tsx'),
      (m) => m.CataloguePage,
    ),
  },
  {
    path: 'catalogue/:id',
    lazy: backOfficePage(
      // The form's rate pricing brings the metal prices' texts (ADR 064).
      () =>
        Promise.all([
          import('#features/catalogue/ProductFormPage.tsx'),
          import('#features/metal-rates/messages.ts'),
        ]).then(([m, texts]) => {
          addMessages(texts.metalMessages);
          return m;
        }),
      (m) => m.ProductFormPage,
    ),
  },
  {
    path: 'appointments',
    lazy: backOfficePage(
      () => import('#features/appointments/AppointmentsPage.tsx'),
      (m) => m.AppointmentsPage,
    ),
  },
  {
    path: 'clients',
    ...withPageData,
    lazy: backOfficePage(
      withMessagingTexts(() => import('#features/clients/ClientsPage.tsx')),
      (m) => m.ClientsPage,
    ),
  },
  {
    path: 'invoices',
    ...withPageData,
    lazy: backOfficePage(
      () => import('#features/invoices/InvoicesPage.tsx'),
      (m) => m.InvoicesPage,
    ),
  },
  {
    path: 'analytics',
    lazy: backOfficePage(
      () => import('#features/analytics/AnalyticsPage.tsx'),
      (m) => m.AnalyticsPage,
    ),
  },
  {
    path: 'collections',
    lazy: backOfficePage(
      () => import('#features/collections/CollectionsPage.tsx'),
      (m) => m.CollectionsPage,
    ),
  },
  {
    path: 'collaborations',
    lazy: backOfficePage(
      () => import('#features/collaborations/CollaborationsPage.tsx'),
      (m) => m.CollaborationsPage,
    ),
  },
  {
    path: 'reviews',
    lazy: backOfficePage(
      () => import('#features/reviews/ReviewsPage.tsx'),
      (m) => m.ReviewsPage,
    ),
  },
];

const sizeGuidesRoute: RouteObject = {
  path: 'size-guides',
  lazy: backOfficePage(
    () => import('#features/size-guides/SizeGuidesPage.tsx'),
    (m) => m.SizeGuidesPage,
  ),
};

/**
 * The counter's pages: one chunk for the five and their texts (`features/repairs/pages.ts`), with
 * the back office's texts; the home's custody tile comes from it too, once the home has drawn.
 */
const counterPages = () =>
  Promise.all([import('#features/repairs/pages.ts'), loadBackOfficeMessages()]).then(([pages]) => {
    addMessages(pages.repairsMessages);
    return pages;
  });

const counterRoutes: RouteObject[] = (
  [
    ['repairs', 'RepairsPage'],
    ['repairs/new', 'RepairIntakePage'],
    ['repairs/:id', 'RepairPage'],
    ['custody', 'CustodyPage'],
    ['valuations', 'ValuationsPage'],
  ] as const
).map(([path, name]) => ({ path, lazy: page(counterPages, (pages) => pages[name]) }));

/**
 * Stock and the in-store sale: one chunk for the three pages and their texts
 * (`features/stock/pages.ts`), with the back office's texts.
 */
const stockPages = () =>
  Promise.all([import('#features/stock/pages.ts'), loadBackOfficeMessages()]).then(([pages]) => {
    addMessages(pages.stockMessages);
    return pages;
  });

const stockRoutes: RouteObject[] = (
  [
    ['stock', 'StockPage'],
    ['stock/:id', 'StockItemPage'],
    ['sale', 'SalePage'],
    ['memos', 'MemosPage'],
    ['memos/:id', 'MemoPage'],
    ['layaways', 'LayawaysPage'],
    ['layaways/:id', 'LayawayPage'],
    ['cash-drawer', 'CashDrawerPage'],
    ['cash-drawer/:id', 'CashDrawerSessionPage'],
    ['stock-counts', 'StockCountsPage'],
    ['stock-counts/:id', 'StockCountPage'],
    ['gift-cards', 'GiftCardsPage'],
  ] as const
).map(([path, name]) => ({ path, lazy: page(stockPages, (pages) => pages[name]) }));

const metalRatesRoute: RouteObject = {
  path: 'metal-rates',
  // Its texts come with it (ADR 064), as the counter's do.
  lazy: backOfficePage(
    () =>
      import('#features/metal-rates/MetalRatesPage.tsx').then((m) => {
        addMessages(m.metalMessages);
        return m;
      }),
    (m) => m.MetalRatesPage,
  ),
};

const messagesRoute: RouteObject = {
  path: 'messages',
  lazy: backOfficePage(
    withMessagingTexts(() => import('#features/messaging/MessagesPage.tsx')),
    (m) => m.MessagesPage,
  ),
};

/** RequireAuth around a page, for the signed-in pages outside the dashboard's layout. */
const requireAuth = () => import('#features/auth/RequireAuth.tsx');

/**
 * The layout around every page but the sign-in page and the public demo: the session, the API and the
 * subscription (`app/SessionProviders.tsx`), loaded beside the page (ADR 095).
 */
const sessionLayout = page(
  () => import('#app/SessionProviders.tsx'),
  (m) => m.SessionProviders,
);

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    HydrateFallback: AppSkeleton,
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      {
        // Without the signed-in routes' providers: it checks the session cookie and loads the session
        // client when it needs it (`features/auth/useLazySession.ts`). A visit that starts here shows it
        // without the router (`features/auth/SignInApp.tsx`, ADR 100); this route is the page when the
        // router sends a visitor there.
        path: '/auth',
        lazy: page(
          withAuthTexts(() => import('#features/auth/RoutedAuthPage.tsx')),
          (m) => m.RoutedAuthPage,
        ),
      },
      {
        lazy: sessionLayout,
        children: signedInRoutes(),
      },
      // The public demo: its own cache, API and fixed plan (`DemoLayout`), no session (ADR 095).
      {
        path: '/dashboard-demo',
        lazy: shellPage(
          () => import('#features/demo/DemoLayout.tsx'),
          ({ DemoLayout }) =>
            function Demo() {
              return <DemoLayout available={demoPages} />;
            },
        ),
        children: [
          {
            index: true,
            lazy: shellPage(
              () => import('#features/demo/DemoHomePage.tsx'),
              ({ DemoHomePage }) =>
                function DemoHome() {
                  return <DemoHomePage pages={demoPages} />;
                },
            ),
          },
          ...toolRoutes,
          ...counterRoutes,
          ...stockRoutes,
          metalRatesRoute,
          messagesRoute,
          sizeGuidesRoute,
        ],
      },
      {
        path: '*',
        lazy: page(
          () => import('#features/not-found/NotFoundPage.tsx'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];

/** Every page but the sign-in page and the demo's, inside `sessionLayout`. */
function signedInRoutes(): RouteObject[] {
  return [
    {
      path: '/auth/forgot',
      lazy: page(
        withAuthTexts(() => import('#features/auth/ForgotPasswordPage.tsx')),
        (m) => m.ForgotPasswordPage,
      ),
    },
    {
      path: '/auth/reset',
      lazy: page(
        withAuthTexts(() => import('#features/auth/ResetPasswordPage.tsx')),
        (m) => m.ResetPasswordPage,
      ),
    },
    {
      path: '/payment',
      lazy: page(
        () => import('#features/payment/PaymentPage.tsx'),
        (m) => m.PaymentPage,
      ),
    },
    {
      path: '/invitation/:token',
      lazy: backOfficePage(
        () => import('#features/team/InvitationPage.tsx'),
        (m) => m.InvitationPage,
      ),
    },
    {
      path: '/payment-success',
      lazy: backOfficePage(
        () => Promise.all([requireAuth(), import('#features/payment/PaymentSuccessPage.tsx')]),
        ([{ RequireAuth }, { PaymentSuccessPage }]) =>
          function SignedInPaymentSuccess() {
            return (
              <RequireAuth>
                <PaymentSuccessPage />
              </RequireAuth>
            );
          },
      ),
    },
    {
      // The step after payment: the shop's name, country and what follows (ADR 060).
      path: '/welcome',
      lazy: backOfficePage(
        () =>
          Promise.all([
            requireAuth(),
            import('#features/subscription/RequireSubscription.tsx'),
            import('#features/welcome/pages.ts'),
          ]),
        ([{ RequireAuth }, { RequireSubscription }, welcome]) => {
          addMessages(welcome.welcomeMessages);
          return function SignedInWelcome() {
            return (
              <RequireAuth>
                <RequireSubscription>
                  <welcome.WelcomePage />
                </RequireSubscription>
              </RequireAuth>
            );
          };
        },
      ),
    },
    {
      path: '/dashboard',
      lazy: shellPage(
        () =>
          Promise.all([
            requireAuth(),
            import('#features/subscription/RequireSubscription.tsx'),
            import('#features/layout/DashboardLayout.tsx'),
          ]),
        ([{ RequireAuth }, { RequireSubscription }, { DashboardLayout }]) =>
          function SignedInDashboard() {
            return (
              <RequireAuth>
                <RequireSubscription>
                  <DashboardLayout available={pages} />
                </RequireSubscription>
              </RequireAuth>
            );
          },
      ),
      children: [
        {
          index: true,
          ...withPageData,
          lazy: shellPage(
            () => import('#features/home/DashboardHomePage.tsx'),
            ({ DashboardHomePage }) =>
              function Home() {
                return <DashboardHomePage pages={pages} loadCounter={counterPages} />;
              },
          ),
        },
        ...toolRoutes,
        ...counterRoutes,
        ...stockRoutes,
        metalRatesRoute,
        {
          path: 'settings',
          lazy: backOfficePage(
            withSettingsTexts(() => import('#features/settings/SettingsPage.tsx')),
            (m) => m.SettingsPage,
          ),
        },
        {
          path: 'showroom-builder',
          lazy: backOfficePage(
            () => import('#features/showroom-builder/ShowroomBuilderPage.tsx'),
            (m) => m.ShowroomBuilderPage,
          ),
        },
        sizeGuidesRoute,
        messagesRoute,
        {
          path: 'marketing',
          // The studio's texts come with its page (the consent switch's are the back office's).
          lazy: backOfficePage(
            () =>
              import('#features/marketing/MarketingPage.tsx').then((m) => {
                addMessages(m.marketingMessages);
                return m;
              }),
            (m) => m.MarketingPage,
          ),
        },
        {
          path: 'design',
          lazy: backOfficePage(
            () => import('#features/design/DesignPage.tsx'),
            (m) => m.DesignPage,
          ),
        },
        {
          path: 'assistant',
          lazy: backOfficePage(
            () => import('#features/assistant/AssistantPage.tsx'),
            (m) => m.AssistantPage,
          ),
        },
        {
          path: 'team',
          lazy: backOfficePage(
            () => import('#features/team/TeamPage.tsx'),
            (m) => m.TeamPage,
          ),
        },
        {
          path: 'activity',
          lazy: backOfficePage(
            () => import('#features/team/ActivityPage.tsx'),
            (m) => m.ActivityPage,
          ),
        },
      ],
    },
  ];
}

/**
 * Starts loading the code of the page at `path` (and of its layout), as a click would, without navigating:
 * links call it when pointed at or focused, the layouts for the likely next pages once idle.
 */
export const prefetchPage: PrefetchPage = (path) => {
  for (const match of matchRoutes(routes, path) ?? []) {
    if (typeof match.route.lazy === 'function') void match.route.lazy().catch(() => {});
  }
};
