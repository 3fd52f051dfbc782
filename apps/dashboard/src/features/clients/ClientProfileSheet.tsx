import { errorMessage } from '@carat/api-client';
import {
  useClient,
  useClientAppointments,
  useClientCredit,
  useInvoices,
  useMe,
  useOrders,
} from '@carat/api-client/react';
import { localize, ringSizesFromDiameter } from '@carat/domain';
import { appointmentTypeById, isAppointmentTypeId } from '@carat/domain/appointments';
import { Avatar, Button, Skeleton } from '@carat/ui';
import { intlLocale, useI18n } from '@carat/ui/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DetailSection } from '#components/detail-sheet/DetailSection.tsx';
import { DetailSheet } from '#components/detail-sheet/DetailSheet.tsx';
import { DataExportButton } from '#features/account/DataExportButton.tsx';
import { InvoiceStatusBadge } from '#features/invoices/InvoiceStatusBadge.tsx';
import { ConsentSwitch } from '#features/marketing/ConsentSwitch.tsx';
import { ClientMessaging } from '#features/messaging/ClientMessaging.tsx';
import { OrderStatusBadge } from '#features/orders/OrderStatusBadge.tsx';
import { useBasePath } from '#lib/base-path.tsx';
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
  const query = useClient(clientId);
  const none = t('clients.profile.none');
  return (
    <DetailSheet
      open={clientId !== null}
      onOpenChange={onOpenChange}
      query={query}
      className="sm:max-w-md"
      stateClassName="p-4"
      title={(client) => client?.name ?? t('clients.profile.title')}
      description={(client) => t('clients.profile.since', { date: formatDate(client.createdAt, locale) })}
      errorTitle={t('clients.error.title')}
      skeleton={['h-12 w-12 rounded-full', 'h-4 w-2/3', 'h-4 w-1/2']}
    >
      {(client) => (
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
            <Figure label={t('nav.orders')} value={t('clients.orders', { count: client.ordersCount })} />
          </div>
          <Section title={t('clients.profile.contact')}>
            <Line label={t('clients.form.email')} value={client.email ?? none} />
            <Line label={t('clients.form.phone')} value={client.phone ?? none} />
            <Line label={t('clients.form.location')} value={client.location ?? none} />
            {client.country || client.vatNumber ? (
              <>
                <Line label={t('clients.form.country')} value={client.country ?? none} />
                <Line label={t('clients.form.vatNumber')} value={client.vatNumber ?? none} />
              </>
            ) : null}
          </Section>
          <ConsentSwitch clientId={client.id} />
          <ClientMessaging clientId={client.id} />
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
          <ClientOrders clientId={client.id} />
          <ClientAppointments clientId={client.id} />
          <ClientInvoices clientId={client.id} />
          <ClientCredit clientId={client.id} />
          <Button variant="outline" onClick={onEdit}>
            {t('clients.edit')}
          </Button>
          {/* The client's own access request: their data as a ZIP, the link emailed to the jeweller. */}
          <DataExportButton clientId={client.id} label={t('account.export.client')} />
        </div>
      )}
    </DetailSheet>
  );
}

/** A section of the profile: its lines, small and close together. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DetailSection title={title} className="gap-2">
      <div className="grid gap-1 text-sm">{children}</div>
    </DetailSection>
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

/** A small list of the profile with its own loading, empty and error states. */
function ProfileList<T>({
  title,
  query,
  empty,
  render,
  testId,
}: {
  title: string;
  query: { isLoading: boolean; error: unknown; data: T[] | undefined; refetch: () => unknown };
  empty: string;
  render: (item: T) => ReactNode;
  testId: string;
}) {
  const { t, locale } = useI18n();
  return (
    <Section title={title}>
      {query.isLoading ? (
        <div className="grid gap-2" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton className="h-8" />
          <Skeleton className="h-8" />
        </div>
      ) : query.error ? (
        <p role="alert" className="flex items-center justify-between gap-2 text-destructive">
          {errorMessage(query.error, locale)}
          <Button size="sm" variant="outline" onClick={() => query.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : (query.data?.length ?? 0) === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-2" data-testid={testId}>
          {query.data?.map(render)}
        </ul>
      )}
    </Section>
  );
}

function ClientOrders({ clientId }: { clientId: string }) {
  const { t, locale } = useI18n();
  const base = useBasePath();
  const orders = useOrders({ clientId, pageSize: '10', page: '1' });
  return (
    <ProfileList
      title={t('clients.profile.orders')}
      testId="client-orders"
      query={{ ...orders, data: orders.data?.items }}
      empty={t('clients.profile.noOrders')}
      render={(order) => (
        <li
          key={order.id}
          className="flex items-center justify-between gap-2 rounded-md border border-border p-2"
        >
          <span className="grid min-w-0">
            <Link to={`${base}/orders?order=${order.id}`} className="font-medium hover:underline">
              {order.number}
            </Link>
            <span className="truncate text-xs text-muted-foreground">{order.item}</span>
          </span>
          <span className="grid justify-items-end gap-1">
            <OrderStatusBadge status={order.status} />
            <span className="text-xs">{money(order.amountMinor, order.currency, locale)}</span>
          </span>
        </li>
      )}
    />
  );
}

function ClientInvoices({ clientId }: { clientId: string }) {
  const { t, locale } = useI18n();
  const base = useBasePath();
  const invoices = useInvoices({ clientId, pageSize: '10', page: '1' });
  return (
    <ProfileList
      title={t('clients.profile.invoices')}
      testId="client-invoices"
      query={{ ...invoices, data: invoices.data?.items }}
      empty={t('clients.profile.noInvoices')}
      render={(invoice) => (
        <li
          key={invoice.id}
          className="flex items-center justify-between gap-2 rounded-md border border-border p-2"
        >
          <Link to={`${base}/invoices?invoice=${invoice.id}`} className="font-medium hover:underline">
            {invoice.number ?? t('clients.profile.draft')}
          </Link>
          <span className="flex items-center gap-2">
            <span className="text-xs">{money(invoice.amountDueMinor, invoice.currency, locale)}</span>
            <InvoiceStatusBadge status={invoice.displayStatus} />
          </span>
        </li>
      )}
    />
  );
}

/**
 * The client's credit: paid booking deposits not yet deducted (their next invoice deducts them), and the
 * ledger behind it. Owners and admins only (as invoices).
 */
function ClientCredit({ clientId }: { clientId: string }) {
  const { t, locale } = useI18n();
  const me = useMe();
  const allowed = me.data?.role === 'owner' || me.data?.role === 'admin';
  const credit = useClientCredit(allowed ? clientId : null);
  if (!allowed) return null;
  const balances = credit.data?.balances.filter((b) => b.amountMinor !== 0) ?? [];
  const balance =
    balances.length === 0
      ? money(0, credit.data?.balances[0]?.currency ?? 'GBP', locale)
      : balances.map((b) => money(b.amountMinor, b.currency, locale)).join(' · ');
  return (
    <ProfileList
      title={t('clients.profile.credit', { amount: balance })}
      testId="client-credit"
      query={{ ...credit, data: credit.data?.entries }}
      empty={t('clients.profile.noCredit')}
      render={(entry) => (
        <li
          key={entry.id}
          className="flex items-center justify-between gap-2 rounded-md border border-border p-2"
        >
          <span className="grid min-w-0">
            <span className="font-medium">
              {t(`clients.profile.credit.${entry.kind}`, {
                receipt: entry.receiptNumber ?? '',
                invoice: entry.invoiceNumber ?? '',
              })}
            </span>
            <span className="text-xs text-muted-foreground">{formatDate(entry.createdAt, locale)}</span>
          </span>
          <span className="text-xs tabular-nums">{money(entry.amountMinor, entry.currency, locale)}</span>
        </li>
      )}
    />
  );
}

function ClientAppointments({ clientId }: { clientId: string }) {
  const { t, locale } = useI18n();
  const appointments = useClientAppointments(clientId);
  return (
    <ProfileList
      title={t('clients.profile.appointments')}
      testId="client-appointments"
      query={{ ...appointments, data: appointments.data?.items }}
      empty={t('clients.profile.noAppointments')}
      render={(appointment) => (
        <li
          key={appointment.id}
          className="flex items-center justify-between gap-2 rounded-md border border-border p-2"
        >
          <span className="grid">
            <span className="font-medium">
              {isAppointmentTypeId(appointment.type)
                ? localize(appointmentTypeById(appointment.type).title, locale)
                : appointment.type}
            </span>
            <span className="text-xs text-muted-foreground">
              {new Intl.DateTimeFormat(intlLocale(locale), {
                dateStyle: 'medium',
                timeStyle: 'short',
                timeZone: appointment.timeZone,
              }).format(new Date(appointment.startsAt))}
            </span>
          </span>
          <span className="text-xs">{t(`clients.profile.appointmentStatus.${appointment.status}`)}</span>
        </li>
      )}
    />
  );
}
