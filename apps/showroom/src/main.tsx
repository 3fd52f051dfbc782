import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, preloadPage } from '#app/App.tsx';
import { AppProviders } from '#app/AppProviders.tsx';
import { createClients } from '#app/clients.ts';
import { env } from '#lib/env.ts';
import { matchPage } from '#lib/pages.ts';

declare global {
  interface Window {
    /** The language the server rendered the page in. */
    __CARAT_LOCALE__?: 'fr' | 'en';
  }
}

/** The server's data, as JSON in a script element of its own (JSON.parse reads it faster than a literal). */
function serverState(): unknown {
  const text = document.getElementById('carat-state')?.textContent;
  return text ? JSON.parse(text) : undefined;
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const { api, queryClient } = createClients(env.apiUrl);
// The server's data: the first render in the browser is the one the server made.
const state = serverState();
if (state) hydrate(queryClient, state);
// A page whose code loads on demand is loaded before hydrating, so its server HTML is kept as it is.
const page = matchPage(window.location.pathname);
if (page) await preloadPage(page.route.kind);

const app = (
  <StrictMode>
    <AppProviders api={api} queryClient={queryClient} locale={window.__CARAT_LOCALE__}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// Hydration as a transition: React yields to the browser every few milliseconds instead of holding the main
// thread for the whole page (a showroom of 200 pieces), so a tap is answered while it hydrates. Only a page the
// server rendered is hydrated: index.html's own `<!--app-html-->` placeholder (the dev server's page, which no
// server filled) is a child node too, and hydrating it threw React's 'Hydration failed' (seen on reviews and
// appointment, on every page in fact) before rendering again.
if (container.firstElementChild)
  startTransition(() => {
    hydrateRoot(container, app);
  });
else createRoot(container).render(app);
