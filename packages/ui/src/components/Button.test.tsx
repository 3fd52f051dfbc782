import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a plain button that does not submit forms by default', () => {
    render(<Button>Commencer</Button>);
    expect(screen.getByRole('button', { name: 'Commencer' })).toHaveAttribute('type', 'button');
  });

  it('while loading, shows a spinner, is busy and cannot be clicked', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Choisir ce plan
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Choisir ce plan' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Choisir ce plan</Button>);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('svg.animate-spin')).toBeNull();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders its child with asChild, keeping the child element', () => {
    render(
      <Button asChild variant="gold">
        <a href="/auth">Se connecter</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Se connecter' });
    expect(link).toHaveAttribute('href', '/auth');
    expect(link.className).toContain('bg-gold');
  });

  it('with asChild and loading, puts the spinner inside the child and marks it disabled', () => {
    render(
      <Button asChild loading>
        <a href="/payment">Payer</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Payer' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link.querySelector('svg.animate-spin')).not.toBeNull();
  });

  it('lets a caller class win over the variant', () => {
    render(<Button className="px-10">Large</Button>);
    const button = screen.getByRole('button', { name: 'Large' });
    expect(button.className).toContain('px-10');
    expect(button.className).not.toContain('px-5');
  });
});
