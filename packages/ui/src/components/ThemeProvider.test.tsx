import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, ThemeProvider, themeInitScript, useTheme } from './ThemeProvider.tsx';

type Listener = (event: MediaQueryListEvent) => void;

/** A controllable `prefers-color-scheme: dark`. */
function mockSystemDark(initial: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    matches: initial,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(() => query as unknown as MediaQueryList);
  return {
    set(dark: boolean) {
      query.matches = dark;
      for (const listener of listeners) listener({ matches: dark } as MediaQueryListEvent);
    },
  };
}

function Probe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <p>
        {theme}/{resolvedTheme}
      </p>
      <button type="button" onClick={() => setTheme('dark')}>
        dark
      </button>
      <button type="button" onClick={() => setTheme('light')}>
        light
      </button>
      <button type="button" onClick={() => setTheme('system')}>
        system
      </button>
    </div>
  );
}

const html = () => document.documentElement;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ThemeProvider', () => {
  it('defaults to system and follows the OS preference', () => {
    const system = mockSystemDark(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('system/light')).toBeInTheDocument();
    expect(html()).not.toHaveClass('dark');

    act(() => system.set(true));
    expect(screen.getByText('system/dark')).toBeInTheDocument();
    expect(html()).toHaveClass('dark');
    expect(html().style.colorScheme).toBe('dark');
  });

  it("stores the choice under 'carat.theme' and applies the dark class", async () => {
    mockSystemDark(false);
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'dark' }));
    expect(window.localStorage.getItem('carat.theme')).toBe('dark');
    expect(THEME_STORAGE_KEY).toBe('carat.theme');
    expect(html()).toHaveClass('dark');

    await user.click(screen.getByRole('button', { name: 'light' }));
    expect(window.localStorage.getItem('carat.theme')).toBe('light');
    expect(html()).not.toHaveClass('dark');
  });

  it('starts from the stored choice', () => {
    mockSystemDark(false);
    window.localStorage.setItem('carat.theme', 'dark');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
    expect(html()).toHaveClass('dark');
  });

  it('ignores a stored value that is not a theme', () => {
    mockSystemDark(false);
    window.localStorage.setItem('carat.theme', 'sepia');
    render(
      <ThemeProvider defaultTheme="light">
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('light/light')).toBeInTheDocument();
  });

  it('an explicit choice ignores the OS preference', async () => {
    const system = mockSystemDark(true);
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'light' }));
    act(() => system.set(true));
    expect(screen.getByText('light/light')).toBeInTheDocument();
    expect(html()).not.toHaveClass('dark');
  });

  it('follows a change made in another tab', () => {
    mockSystemDark(false);
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    act(() => {
      window.localStorage.setItem('carat.theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'carat.theme', newValue: 'dark' }));
    });
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
  });

  it('keeps working when storage is unavailable', async () => {
    mockSystemDark(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'dark' }));
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
  });

  it('forcedTheme wins over the stored choice without overwriting it', () => {
    mockSystemDark(false);
    window.localStorage.setItem('carat.theme', 'light');
    render(
      <ThemeProvider forcedTheme="dark">
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
    expect(window.localStorage.getItem('carat.theme')).toBe('light');
  });

  it('useTheme outside a provider reports system', () => {
    mockSystemDark(false);
    render(<Probe />);
    expect(screen.getByText('system/light')).toBeInTheDocument();
  });
});

describe('themeInitScript', () => {
  it('applies the stored theme before React runs', () => {
    mockSystemDark(false);
    window.localStorage.setItem('carat.theme', 'dark');
    new Function(themeInitScript())();
    expect(html()).toHaveClass('dark');
  });

  it('falls back to the OS preference', () => {
    mockSystemDark(true);
    new Function(themeInitScript())();
    expect(html()).toHaveClass('dark');
  });
});
