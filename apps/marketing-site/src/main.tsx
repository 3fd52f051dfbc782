import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '#app/App.tsx';
import { routeFor } from '#app/routes.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The page's module is announced by a modulepreload hint in the pre-rendered HTML, so this is no extra trip.
const route = routeFor(window.location.pathname);
const page = await route.load();
const app = (
  <StrictMode>
    <App route={route} page={page} />
  </StrictMode>
);

// Built pages arrive pre-rendered and are hydrated; the dev server sends the empty template.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
