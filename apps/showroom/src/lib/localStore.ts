import { useCallback, useSyncExternalStore } from 'react';

/**
 * A value kept on this device (localStorage), shared by every component that reads it and by other tabs.
 * On the server and before hydration it is the fallback, so server and browser render the same first.
 */
const listeners = new Map<string, Set<() => void>>();
const cache = new Map<string, { raw: string | null; value: unknown }>();

function read<T>(key: string, fallback: T): T {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return fallback;
  }
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.value as T;
  let value: T = fallback;
  if (raw !== null) {
    try {
      value = JSON.parse(raw) as T;
    } catch {
      value = fallback;
    }
  }
  cache.set(key, { raw, value });
  return value;
}

function notify(key: string) {
  for (const listener of listeners.get(key) ?? []) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key) notify(event.key);
  });
}

export function useLocalStore<T>(key: string, fallback: T): [T, (next: (current: T) => T) => void] {
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => set.delete(listener);
    },
    [key],
  );
  const value = useSyncExternalStore(
    subscribe,
    () => read(key, fallback),
    () => fallback,
  );
  const update = useCallback(
    (next: (current: T) => T) => {
      const value = next(read(key, fallback));
      try {
        window.localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or refused (private mode): the change lasts for this page only.
        cache.set(key, { raw: JSON.stringify(value), value });
      }
      notify(key);
    },
    [key, fallback],
  );
  return [value, update];
}
