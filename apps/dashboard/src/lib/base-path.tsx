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
