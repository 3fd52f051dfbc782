import { errorMessage } from '@carat/api-client';
import { type ClientSummary, useClients } from '@carat/api-client/react';
import { Input, Spinner } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useId, useState } from 'react';
import { useDebouncedValue } from '#lib/useDebouncedValue.ts';

/**
 * Picks a client from the book: a search box and the first matches as radio buttons (keyboard: Tab into
 * the list, arrows between clients). Texts come from the caller, so each form keeps its own words.
 */
export function ClientPicker({
  value,
  onChange,
  error,
  labels,
}: {
  value: string;
  onChange: (client: ClientSummary) => void;
  error?: string | undefined;
  labels: { search: string; pick: string; none: string };
}) {
  const { t, locale } = useI18n();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 250);
  const clients = useClients({ q: q || undefined, pageSize: '8', page: '1' });
  const listId = useId();

  return (
    <div className="grid gap-2">
      <Input
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={labels.search}
        aria-label={labels.search}
        aria-controls={listId}
      />
      <div
        id={listId}
        role="radiogroup"
        aria-label={labels.pick}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${listId}-error` : undefined}
        className="grid max-h-48 gap-1 overflow-y-auto rounded-md border border-border p-1"
      >
        {clients.isLoading ? (
          <Spinner className="m-2" label={t('common.loading')} />
        ) : clients.error ? (
          <p role="alert" className="p-2 text-sm text-destructive">
            {errorMessage(clients.error, locale)}
          </p>
        ) : (clients.data?.items.length ?? 0) === 0 ? (
          <p className="p-2 text-sm text-muted-foreground">{labels.none}</p>
        ) : (
          clients.data?.items.map((client) => (
            <label
              key={client.id}
              className="flex min-w-0 cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-muted has-[:checked]:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={`${listId}-client`}
                value={client.id}
                checked={value === client.id}
                onChange={() => onChange(client)}
                className="accent-current"
              />
              <span className="grid min-w-0">
                <span className="font-medium">{client.name}</span>
                <span className="truncate text-xs text-muted-foreground">
                  {client.email ?? client.phone ?? ''}
                </span>
              </span>
            </label>
          ))
        )}
      </div>
      {error ? (
        <p id={`${listId}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
