import type { ClientSummary } from '@carat/api-client/react';
import { Avatar, Card, CardContent, DropdownMenuItem, DropdownMenuSeparator } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Mail, Phone } from 'lucide-react';
import { RowMenu } from '#components/list-page/RowMenu.tsx';
import { money } from '#lib/format.ts';
import { ClientStatusBadge } from './ClientStatusBadge.tsx';

export interface ClientCardProps {
  client: ClientSummary;
  currency: string;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Initials avatar, name, status, email, phone, number of orders, total spent, and its menu. */
export function ClientCard({ client, currency, onView, onEdit, onDelete }: ClientCardProps) {
  const { t, locale } = useI18n();
  return (
    <Card data-testid="client-card">
      <CardContent className="flex flex-col gap-4 p-5">
        <div className="flex items-start gap-3">
          <Avatar name={client.name} />
          <div className="min-w-0 flex-1">
            <h3 className="truncate font-medium">
              <button type="button" className="text-start hover:underline" onClick={onView}>
                {client.name}
              </button>
            </h3>
            <ClientStatusBadge status={client.status} />
          </div>
          <RowMenu label={t('clients.menu', { name: client.name })}>
            <DropdownMenuItem onSelect={onView}>{t('clients.viewProfile')}</DropdownMenuItem>
            <DropdownMenuItem onSelect={onEdit}>{t('clients.edit')}</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={onDelete}>
              {t('clients.delete')}
            </DropdownMenuItem>
          </RowMenu>
        </div>
        <dl className="grid gap-1 text-sm text-muted-foreground">
          {client.email ? (
            <div className="flex items-center gap-2">
              <dt>
                <Mail className="size-4" aria-label="Email" />
              </dt>
              <dd className="truncate">{client.email}</dd>
            </div>
          ) : null}
          {client.phone ? (
            <div className="flex items-center gap-2">
              <dt>
                <Phone className="size-4" aria-label={t('clients.form.phone')} />
              </dt>
              <dd>{client.phone}</dd>
            </div>
          ) : null}
        </dl>
        <div className="flex items-end justify-between border-t border-border pt-3 text-sm">
          <span>{t('clients.orders', { count: client.ordersCount })}</span>
          <span className="text-end">
            <span className="block text-xs text-muted-foreground">{t('clients.spent')}</span>
            <span className="font-medium">{money(client.totalSpentMinor, currency, locale)}</span>
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
