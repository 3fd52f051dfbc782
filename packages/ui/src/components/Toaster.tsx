import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps as SonnerProps } from 'sonner';
import { useTheme } from './ThemeProvider.tsx';

export { toast } from 'sonner';

export type ToasterProps = SonnerProps;

/**
 * Where toasts appear. Mount once per app, inside `ThemeProvider`: its theme follows the user's setting
 * (`system` when there is no provider). Errors: `toast.error(title, { description })`.
 */
export function Toaster({ theme, toastOptions, style, ...props }: ToasterProps) {
  const { theme: setting } = useTheme();
  return (
    <Sonner
      theme={theme ?? setting}
      richColors
      closeButton
      containerAriaLabel="Notifications"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--success-bg': 'color-mix(in oklab, var(--success) 8%, var(--popover))',
          '--success-text': 'var(--success)',
          '--success-border': 'color-mix(in oklab, var(--success) 35%, var(--popover))',
          '--info-bg': 'color-mix(in oklab, var(--info) 8%, var(--popover))',
          '--info-text': 'var(--info)',
          '--info-border': 'color-mix(in oklab, var(--info) 35%, var(--popover))',
          '--warning-bg': 'color-mix(in oklab, var(--warning) 8%, var(--popover))',
          '--warning-text': 'var(--warning)',
          '--warning-border': 'color-mix(in oklab, var(--warning) 35%, var(--popover))',
          '--error-bg': 'color-mix(in oklab, var(--destructive) 8%, var(--popover))',
          '--error-text': 'var(--destructive)',
          '--error-border': 'color-mix(in oklab, var(--destructive) 35%, var(--popover))',
          '--border-radius': 'var(--radius-lg)',
          fontFamily: 'var(--font-sans)',
          ...style,
        } as CSSProperties
      }
      toastOptions={{
        closeButtonAriaLabel: 'Fermer',
        ...toastOptions,
        classNames: {
          title: 'font-medium',
          actionButton: 'bg-primary! text-primary-foreground!',
          cancelButton: 'bg-muted! text-foreground!',
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
