import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteError } from '#app/RouteError.tsx';
import { AuthPage } from '#features/auth/AuthPage.tsx';
import { ForgotPasswordPage } from '#features/auth/ForgotPasswordPage.tsx';
import { RequireAuth } from '#features/auth/RequireAuth.tsx';
import { ResetPasswordPage } from '#features/auth/ResetPasswordPage.tsx';
import { ClientsPage } from '#features/clients/ClientsPage.tsx';
import { DashboardHomePage } from '#features/home/DashboardHomePage.tsx';
import { DashboardLayout } from '#features/layout/DashboardLayout.tsx';
import { NotFoundPage } from '#features/not-found/NotFoundPage.tsx';
import { PaymentPage } from '#features/payment/PaymentPage.tsx';
import { PaymentSuccessPage } from '#features/payment/PaymentSuccessPage.tsx';
import { SettingsPage } from '#features/settings/SettingsPage.tsx';
import { RequireSubscription } from '#features/subscription/RequireSubscription.tsx';

/** The dashboard pages that exist; the side navigation and the tools grid link only to these. */
const pages = new Set(['/dashboard', '/dashboard/clients', '/dashboard/settings']);

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/auth/forgot', element: <ForgotPasswordPage /> },
      { path: '/auth/reset', element: <ResetPasswordPage /> },
      { path: '/payment', element: <PaymentPage /> },
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
          { path: 'clients', element: <ClientsPage /> },
          { path: 'settings', element: <SettingsPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
