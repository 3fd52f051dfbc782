import { createApiClient } from '@carat/api-client';
import { ApiProvider } from '@carat/api-client/react';
import { baseCatalogue, type Catalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { componentMessages } from '#components/messages.ts';

/** A request the page sent to the fake API. */
export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/**
 * For tests: renders `ui` in French inside a router, against a fake API. `answer` says what each request
 * gets (its address given too, for the query); every request is kept in `sent`, in order. `catalogues`
 * are the feature's texts, beside the base catalogue and the shared components' texts.
 */
/** A JSON body as its value; any other (a multipart upload) as its text. */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function renderWithApi(
  ui: ReactNode,
  answer: (request: Sent, url: URL) => Response,
  catalogues: readonly Catalogue[] = [],
  /** The address the router starts at (a page reading its `:id` renders inside `<Routes>`). */
  at = '/',
) {
  const sent: Sent[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getAccessToken: async () => 'token',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = request.method === 'GET' ? '' : await request.text();
      const url = new URL(request.url);
      const entry = { method: request.method, path: url.pathname, body: text ? jsonOrText(text) : null };
      sent.push(entry);
      return answer(entry, url);
    }) as typeof fetch,
  });
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiProvider client={client}>
        <I18nProvider
          catalogue={mergeCatalogues(baseCatalogue, componentMessages, ...catalogues)}
          initialLocale="fr"
        >
          <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { ...view, sent };
}
