import { createContext, useContext } from 'react';

export type ShellPanel = 'menu' | 'share' | 'search' | 'saved' | 'basket' | 'custom' | 'sizeGuide';

export interface ShellValue {
  open: (panel: ShellPanel) => void;
}

export const ShellContext = createContext<ShellValue>({ open: () => {} });

/** Opens one of the showroom's panels (share, search, saved, basket, custom request, size guide). */
export function useShell(): ShellValue {
  return useContext(ShellContext);
}
