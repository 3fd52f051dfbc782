import { useClient } from '@carat/api-client/react';
import { ringSizesFromDiameter } from '@carat/domain';
import {
  Avatar,
  Button,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  Skeleton,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import type { ReactNode } from 'react';
import { formatDate, money } from '#lib/format.ts';
import { ClientStatusBadge } from './ClientStatusBadge.tsx';

/** View Profile: everything kept about one client. */
export function ClientProfileSheet({
  clientId,
  currency,
  onOpenChange,
  onEdit,
}: {
  clientId: string | null;
  currency: string;
  onOpenChange: (open: boolean) => void;
  onEdit: () => void;
}) {
  const { t, locale } = useI18n();
  const { data: client, isLoading, error } = useClient(clientId);
  const none = t('clients.profile.none');
  return (
    <Sheet open={clientId !== null} onOpenChange={onOpenChange}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-md">
        <SheetHeader>
          <SheetTitle>{client?.name ?? t('clients.profile.title')}</SheetTitle>
          <SheetDescription>
            {client ? t('clients.profile.since', { date: formatDate(client.createdAt, locale) }) : null}
          </SheetDescription>
        </SheetHeader>
        {isLoading ? (
          <div className="grid gap-3 p-4">
            <Skeleton className="h-12 w-12 rounded-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : error || !client ? (
          <p role="alert" className="p-4 text-destructive">
            {(error as Error | null)?.message ?? t('clients.error.title')}
          </p>
        ) : (
          <div className="grid gap-6 p-4">
            <div className="flex items-center gap-3">
              <Avatar name={client.name} size="lg" />
              <div className="grid gap-1">
                <ClientStatusBadge status={client.status} />
                {client.rating ? (
                  <span className="text-sm text-muted-foreground">
                    {t('clients.profile.rating', { rating: client.rating })}
                  </span>
                ) : null}
              </div>
            </div>
            <div className="grid grid-cols-2 gap-3 text-sm">
              <Figure label={t('clients.spent')} value={money(client.totalSpentMinor, currency, locale)} />
              <Figure
                label={t('nav.orders')}
                value={
                  client.ordersCount === 1
                    ? t('clients.ordersOne')
                    : t('clients.orders', { count: client.ordersCount })
                }
              />
            </div>
            <Section title={t('clients.profile.contact')}>
              <Line label={t('clients.form.email')} value={client.email ?? none} />
              <Line label={t('clients.form.phone')} value={client.phone ?? none} />
              <Line label={t('clients.form.location')} value={client.location ?? none} />
            </Section>
            <Section title={t('clients.profile.dates')}>
              <Line
                label={t('clients.form.birthday')}
                value={client.birthday ? formatDate(client.birthday, locale) : none}
              />
              <Line
                label={t('clients.form.anniversary')}
                value={client.anniversary ? formatDate(client.anniversary, locale) : none}
              />
            </Section>
            <Section title={t('clients.profile.ringSizes')}>
              {client.ringSizes.length === 0 ? (
                <p className="text-muted-foreground">{none}</p>
              ) : (
                client.ringSizes.map((ring) => {
                  const sizes = ringSizesFromDiameter(ring.diameterMm);
                  return (
                    <Line
                      key={`${ring.finger}-${ring.diameterMm}`}
                      label={ring.finger}
                      value={`${ring.diameterMm} mm · ${t('clients.form.ringSizeEquivalent', { us: sizes.us, uk: sizes.uk ?? '—', fr: sizes.fr })}`}
                    />
                  );
                })
              )}
            </Section>
            <Section title={t('clients.profile.notes')}>
              <p className="whitespace-pre-wrap">{client.notes || none}</p>
            </Section>
            <Button variant="outline" onClick={onEdit}>
              {t('clients.edit')}
            </Button>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="font-display text-lg">{title}</h3>
      <div className="grid gap-1 text-sm">{children}</div>
    </section>
  );
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <p className="flex justify-between gap-4">
      <span className="text-muted-foreground">{label}</span>
      <span className="text-end">{value}</span>
    </p>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border border-border p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="font-display text-xl">{value}</p>
    </div>
  );
}
