import type { Meta, StoryObj } from '@storybook/react-vite';
import { Laptop, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { Label } from './Label.tsx';
import { Switch } from './Switch.tsx';
import { type Theme, useTheme } from './ThemeProvider.tsx';

/** The Appearance tab: a dark mode switch, and the three-way setting behind it. */
function ThemeSettings() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  const id = useId();
  const options: { value: Theme; label: string; icon: typeof Sun }[] = [
    { value: 'light', label: 'Clair', icon: Sun },
    { value: 'dark', label: 'Sombre', icon: Moon },
    { value: 'system', label: 'Système', icon: Laptop },
  ];
  return (
    <div className="grid max-w-sm gap-6 rounded-lg border border-border bg-card p-6 text-card-foreground">
      <div className="flex items-center justify-between">
        <Label htmlFor={id}>Dark mode</Label>
        <Switch
          id={id}
          checked={resolvedTheme === 'dark'}
          onCheckedChange={(checked) => setTheme(checked ? 'dark' : 'light')}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Thème</legend>
        <div className="flex gap-2">
          {options.map(({ value, label, icon: Icon }) => (
            <button
              key={value}
              type="button"
              aria-pressed={theme === value}
              onClick={() => setTheme(value)}
              className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm aria-pressed:border-gold aria-pressed:bg-accent"
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </button>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-muted-foreground">
        Réglage : {theme} · affiché : {resolvedTheme}
      </p>
    </div>
  );
}

const meta = {
  title: 'Foundations/ThemeProvider',
  parameters: {
    docs: {
      description: {
        component:
          "Stores light | dark | system under localStorage 'carat.theme' and puts the `dark` class on <html>. " +
          'In Storybook the toolbar theme is imposed, so the controls below show the API inside their own provider.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppearanceSettings: Story = {
  render: () => <ThemeSettings />,
};
