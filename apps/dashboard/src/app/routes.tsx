import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteError } from '#app/RouteError.tsx';
import { DashboardHomePage } from '#features/home/DashboardHomePage.tsx';
import { NotFoundPage } from '#features/not-found/NotFoundPage.tsx';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      { path: '/dashboard', element: <DashboardHomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
