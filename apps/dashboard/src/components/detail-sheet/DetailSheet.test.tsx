import { baseCatalogue, I18nProvider } from '@carat/ui/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DetailSheet } from './DetailSheet.tsx';

afterEach(cleanup);

interface Item {
  name: string;
}

function show(query: { data?: Item; isLoading?: boolean; error?: Error | null }, onRetry?: () => void) {
  render(
    <I18nProvider catalogue={baseCatalogue} initialLocale="fr">
      <DetailSheet<Item>
        open
        onOpenChange={() => {}}
        query={{ data: query.data, isLoading: query.isLoading ?? false, error: query.error ?? null }}
        onRetry={onRetry}
        className="sm:max-w-lg"
        title={(item) => (item ? `Fiche de ${item.name}` : 'Fiche')}
        description={(item) => `${item.name}, client depuis 2024`}
        errorTitle="Fiche introuvable"
        skeleton={['h-6', 'h-32']}
      >
        {(item) => <p>Corps de {item.name}</p>}
      </DetailSheet>
    </I18nProvider>,
  );
}

describe('DetailSheet', () => {
  it('names the item and shows its body once it has loaded', () => {
    show({ data: { name: 'Alice' } });
    const sheet = screen.getByRole('dialog', { name: 'Fiche de Alice' });
    expect(sheet.textContent).toContain('Alice, client depuis 2024');
    expect(sheet.textContent).toContain('Corps de Alice');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });

  it('shows placeholders while it loads', () => {
    show({ isLoading: true });
    expect(screen.getByRole('dialog', { name: 'Fiche' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Chargement...' }).children).toHaveLength(2);
  });

  it('says what went wrong, with a retry when one is offered', () => {
    const retry = vi.fn();
    show({ error: null }, retry);
    expect(screen.getByRole('alert').textContent).toContain('Fiche introuvable');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalled();
    cleanup();
    show({ error: null });
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});
