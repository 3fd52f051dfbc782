import { createApiClient } from '@carat/api-client';
import { ApiProvider } from '@carat/api-client/react';
import { baseCatalogue, I18nProvider, mergeCatalogues } from '@carat/ui/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { componentMessages } from '#components/messages.ts';
import { counterBackOfficeMessages } from './back-office-messages.ts';
import { repairsMessages } from './messages.ts';

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Renders `ui` against a fake API: `answer` says what each request gets; every request is kept in `sent`. */
export function renderWithApi(ui: ReactNode, answer: (request: Sent) => Response) {
  const sent: Sent[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getAccessToken: async () => 'token',
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = request.method === 'GET' ? '' : await request.text();
      const entry = {
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? JSON.parse(text) : null,
      };
      sent.push(entry);
      return answer(entry);
    }) as typeof fetch,
  });
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ApiProvider client={client}>
        <I18nProvider
          catalogue={mergeCatalogues(
            baseCatalogue,
            componentMessages,
            counterBackOfficeMessages,
            repairsMessages,
          )}
          initialLocale="fr"
        >
          <MemoryRouter>{ui}</MemoryRouter>
        </I18nProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { ...view, sent };
}

/** A canvas that draws nothing but exports a PNG, so a signature can be "drawn" with pointer events. */
export function stubCanvas() {
  const context = new Proxy({}, { get: () => () => {} });
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
    value: () => context,
    configurable: true,
    writable: true,
  });
  HTMLCanvasElement.prototype.toDataURL = () => 'data:image/png;base64,iVBORw0KGgo=';
}
