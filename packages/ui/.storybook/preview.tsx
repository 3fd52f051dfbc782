import type { Decorator, Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { ThemeProvider } from '../src/components/ThemeProvider.tsx';
import { TooltipProvider } from '../src/components/Tooltip.tsx';
import './preview.css';

type ThemeGlobal = 'light' | 'dark' | 'both';

function Canvas({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div className="min-h-full bg-background p-6 font-sans text-foreground">
      {label ? (
        <p className="mb-4 text-xs font-medium uppercase tracking-widest text-muted-foreground">{label}</p>
      ) : null}
      {children}
    </div>
  );
}

/**
 * Applies the theme chosen in the toolbar (or `&globals=theme:dark` in the URL) the way an app does: the
 * `dark` class on <html>, through ThemeProvider. 'both' shows the story in light and dark side by side.
 */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme ?? 'light') as ThemeGlobal;
  if (theme === 'both') {
    return (
      <ThemeProvider forcedTheme="light">
        <TooltipProvider>
          <div className="grid min-h-screen grid-cols-1 md:grid-cols-2">
            <Canvas label="Light">
              <Story />
            </Canvas>
            <div className="dark">
              <Canvas label="Dark">
                <Story />
              </Canvas>
            </div>
          </div>
        </TooltipProvider>
      </ThemeProvider>
    );
  }
  return (
    <ThemeProvider forcedTheme={theme}>
      <TooltipProvider>
        <Canvas>
          <Story />
        </Canvas>
      </TooltipProvider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'both', title: 'Side by side', icon: 'sidebyside' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // Storybook's own panel reports; the gate is scripts/a11y-stories.mjs over the built Storybook.
      test: 'todo',
    },
  },
};

export default preview;
