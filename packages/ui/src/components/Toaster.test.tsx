import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from './ThemeProvider.tsx';
import { Toaster, toast } from './Toaster.tsx';

function lightSystem() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media: string) =>
      ({
        matches: false,
        media,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  act(() => toast.dismiss());
});

describe('Toaster', () => {
  it("follows the user's theme setting", async () => {
    lightSystem();
    window.localStorage.setItem('carat.theme', 'dark');
    const { container } = render(
      <ThemeProvider>
        <Toaster />
      </ThemeProvider>,
    );
    act(() => {
      toast('Compte créé !', { description: 'Veuillez maintenant choisir votre plan.' });
    });
    expect(await screen.findByText('Compte créé !')).toBeInTheDocument();
    expect(container.ownerDocument.querySelector('[data-sonner-toaster]')).toHaveAttribute(
      'data-sonner-theme',
      'dark',
    );
  });

  it('shows destructive toasts with toast.error(title, { description })', async () => {
    lightSystem();
    render(<Toaster />);
    act(() => {
      toast.error('Paiement annulé', { description: 'Vous pouvez réessayer quand vous le souhaitez.' });
    });
    const title = await screen.findByText('Paiement annulé');
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(screen.getByText('Vous pouvez réessayer quand vous le souhaitez.')).toBeInTheDocument();
    // Without a ThemeProvider the setting is 'system' (here: light).
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute('data-sonner-theme', 'light');
  });
});
