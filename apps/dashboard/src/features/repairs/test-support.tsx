import type { ReactNode } from 'react';
import { renderWithApi as renderWithFakeApi, type Sent } from '#lib/testing/renderWithApi.tsx';
import { counterBackOfficeMessages } from './back-office-messages.ts';
import { repairsMessages } from './messages.ts';

export type { Sent };

/** Renders `ui` with the counter's texts against a fake API (`#lib/testing/renderWithApi.tsx`). */
export function renderWithApi(ui: ReactNode, answer: (request: Sent) => Response) {
  return renderWithFakeApi(ui, answer, [counterBackOfficeMessages, repairsMessages]);
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
