import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteError } from '#app/RouteError.tsx';
import { NotFoundPage } from '#features/not-found/NotFoundPage.tsx';
import { ShowroomPage } from '#features/showroom/ShowroomPage.tsx';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to="/showroom" replace /> },
      { path: '/showroom', element: <ShowroomPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
