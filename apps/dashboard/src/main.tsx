import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '#app/AppProviders.tsx';
import { prefetchPage, routes } from '#app/routes.tsx';
import { PrefetchProvider } from '#lib/prefetch.tsx';

const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <PrefetchProvider value={prefetchPage}>
        <RouterProvider router={router} />
      </PrefetchProvider>
    </AppProviders>
  </StrictMode>,
);
