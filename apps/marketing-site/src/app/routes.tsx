import type { RouteObject } from 'react-router-dom';
import { RouteError } from '#app/RouteError.tsx';
import { LandingPage } from '#features/landing/LandingPage.tsx';
import { NotFoundPage } from '#features/not-found/NotFoundPage.tsx';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
