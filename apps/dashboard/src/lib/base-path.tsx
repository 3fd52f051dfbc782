import { createContext, type ReactNode, useContext } from 'react';

const BasePathContext = createContext('/dashboard');

/**
 * Where the back-office pages live: /dashboard for a signed-in jeweller, /dashboard-demo in the public
 * demo, which shows the same pages over the demo jeweller. Links between pages are built from it.
 */
export function BasePathProvider({ value, children }: { value: string; children: ReactNode }) {
  return <BasePathContext.Provider value={value}>{children}</BasePathContext.Provider>;
}

export const useBasePath = () => useContext(BasePathContext);

/** Where the public demo's pages live. */
export const DEMO_BASE_PATH = '/dashboard-demo';

/** The page is shown in the public demo (some titles follow the demo's own names in the spec). */
export const useIsDemo = () => useBasePath() === DEMO_BASE_PATH;
