import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteError } from '#app/RouteError.tsx';
import { AnalyticsPage } from '#features/analytics/AnalyticsPage.tsx';
import { AppointmentsPage } from '#features/appointments/AppointmentsPage.tsx';
import { AssistantPage } from '#features/assistant/AssistantPage.tsx';
import { AuthPage } from '#features/auth/AuthPage.tsx';
import { ForgotPasswordPage } from '#features/auth/ForgotPasswordPage.tsx';
import { RequireAuth } from '#features/auth/RequireAuth.tsx';
import { ResetPasswordPage } from '#features/auth/ResetPasswordPage.tsx';
import { CataloguePage } from '#features/catalogue/CataloguePage.tsx';
import { ProductFormPage } from '#features/catalogue/ProductFormPage.tsx';
import { ClientsPage } from '#features/clients/ClientsPage.tsx';
import { CollaborationsPage } from '#features/collaborations/CollaborationsPage.tsx';
import { CollectionsPage } from '#features/collections/CollectionsPage.tsx';
import { DemoHomePage } from '#features/demo/DemoHomePage.tsx';
import { DemoLayout } from '#features/demo/DemoLayout.tsx';
import { DesignPage } from '#features/design/DesignPage.tsx';
import { DashboardHomePage } from '#features/home/DashboardHomePage.tsx';
import { InvoicesPage } from '#features/invoices/InvoicesPage.tsx';
import { DashboardLayout } from '#features/layout/DashboardLayout.tsx';
import { LeadsPage } from '#features/leads/LeadsPage.tsx';
import { MarketingPage } from '#features/marketing/MarketingPage.tsx';
import { NotFoundPage } from '#features/not-found/NotFoundPage.tsx';
import { OrdersPage } from '#features/orders/OrdersPage.tsx';
import { PaymentPage } from '#features/payment/PaymentPage.tsx';
import { PaymentSuccessPage } from '#features/payment/PaymentSuccessPage.tsx';
import { ReviewsPage } from '#features/reviews/ReviewsPage.tsx';
import { SettingsPage } from '#features/settings/SettingsPage.tsx';
import { ShowroomBuilderPage } from '#features/showroom-builder/ShowroomBuilderPage.tsx';
import { SizeGuidesPage } from '#features/size-guides/SizeGuidesPage.tsx';
import { RequireSubscription } from '#features/subscription/RequireSubscription.tsx';
import { ActivityPage } from '#features/team/ActivityPage.tsx';
import { InvitationPage } from '#features/team/InvitationPage.tsx';
import { TeamPage } from '#features/team/TeamPage.tsx';

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
]);

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
]);

/** The tools the signed-in dashboard and the public demo both show (the demo read-only). */
const toolRoutes: RouteObject[] = [
  { path: 'orders', element: <OrdersPage /> },
  { path: 'leads', element: <LeadsPage /> },
  { path: 'catalogue', element: <CataloguePage /> },
  { path: 'catalogue/:id', element: <ProductFormPage /> },
  { path: 'appointments', element: <AppointmentsPage /> },
  { path: 'clients', element: <ClientsPage /> },
  { path: 'invoices', element: <InvoicesPage /> },
  { path: 'analytics', element: <AnalyticsPage /> },
  { path: 'collections', element: <CollectionsPage /> },
  { path: 'collaborations', element: <CollaborationsPage /> },
  { path: 'reviews', element: <ReviewsPage /> },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/auth/forgot', element: <ForgotPasswordPage /> },
      { path: '/auth/reset', element: <ResetPasswordPage /> },
      { path: '/payment', element: <PaymentPage /> },
      { path: '/invitation/:token', element: <InvitationPage /> },
      {
        path: '/payment-success',
        element: (
          <RequireAuth>
            <PaymentSuccessPage />
          </RequireAuth>
        ),
      },
      {
        path: '/dashboard',
        element: (
          <RequireAuth>
            <RequireSubscription>
              <DashboardLayout available={pages} />
            </RequireSubscription>
          </RequireAuth>
        ),
        children: [
          { index: true, element: <DashboardHomePage pages={pages} /> },
          ...toolRoutes,
          { path: 'settings', element: <SettingsPage /> },
          { path: 'showroom-builder', element: <ShowroomBuilderPage /> },
          { path: 'size-guides', element: <SizeGuidesPage /> },
          { path: 'marketing', element: <MarketingPage /> },
          { path: 'design', element: <DesignPage /> },
          { path: 'assistant', element: <AssistantPage /> },
          { path: 'team', element: <TeamPage /> },
          { path: 'activity', element: <ActivityPage /> },
        ],
      },
      {
        path: '/dashboard-demo',
        element: <DemoLayout available={demoPages} />,
        children: [
          { index: true, element: <DemoHomePage pages={demoPages} /> },
          ...toolRoutes,
          { path: 'size-guides', element: <SizeGuidesPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
