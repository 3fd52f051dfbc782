import { type ComponentType, type CSSProperties, useEffect, useState } from 'react';
import type { ExternalToast, ToasterProps as SonnerProps } from 'sonner';
import { useTheme } from './ThemeProvider.tsx';

export type ToasterProps = SonnerProps;

type SonnerModule = typeof import('sonner');
type Message = Parameters<SonnerModule['toast']>[0];

/**
 * sonner (~10 KB gzip) is not in any page's first load: it comes with the first toast, or once the page is
 * idle. Until the `Toaster` has drawn sonner's, toasts wait for it, so none is lost.
 */
let sonner: Promise<SonnerModule> | undefined;
const loadSonner = () => {
  sonner ??= import('sonner');
  return sonner;
};
let showToaster: (() => void) | undefined;
let toasterShown: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  toasterShown = resolve;
});

function later(show: (toast: SonnerModule['toast']) => unknown) {
  showToaster?.();
  void loadSonner()
    .then((module) => toasterReady.then(() => show(module.toast)))
    .catch(() => {});
}

/** sonner's `toast`, loaded on first use: `toast(title)`, `toast.error(title, { description })`, … */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => later((t) => t(message, data)),
  {
    success: (message: Message, data?: ExternalToast) => later((t) => t.success(message, data)),
    error: (message: Message, data?: ExternalToast) => later((t) => t.error(message, data)),
    info: (message: Message, data?: ExternalToast) => later((t) => t.info(message, data)),
    warning: (message: Message, data?: ExternalToast) => later((t) => t.warning(message, data)),
    message: (message: Message, data?: ExternalToast) => later((t) => t.message(message, data)),
    dismiss: (id?: string | number) => {
      if (sonner) void sonner.then((module) => module.toast.dismiss(id));
    },
  },
);

/** sonner's Toaster once loaded; tells the waiting toasts when it is on screen. */
function useSonnerToaster() {
  const [Sonner, setSonner] = useState<ComponentType<SonnerProps> | null>(null);
  useEffect(() => {
    const show = () => void loadSonner().then((module) => setSonner(() => module.Toaster));
    showToaster = show;
    // Loaded once the page is idle, so the first toast does not wait for the network.
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(show, { timeout: 5000 })
      : window.setTimeout(show, 3000);
    return () => {
      showToaster = undefined;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  // sonner subscribes in its own effect, which runs before this one: it is listening now.
  useEffect(() => {
    if (Sonner) toasterShown();
  }, [Sonner]);
  return Sonner;
}

/**
 * Where toasts appear. Mount once per app, inside `ThemeProvider`: its theme follows the user's setting
 * (`system` when there is no provider). Errors: `toast.error(title, { description })`.
 */
export function Toaster({ theme, toastOptions, style, ...props }: ToasterProps) {
  const { theme: setting } = useTheme();
  const Sonner = useSonnerToaster();
  if (!Sonner) return null;
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
