import { ApiError } from '@carat/api-client';
import { useCancelBooking, useManagedBooking, useRescheduleBooking } from '@carat/api-client/react';
import { zoneLabel } from '@carat/domain/dates';
import { localize } from '@carat/domain/locale';
import { type Currency, formatMoney } from '@carat/domain/money';
import { Button, Skeleton, toast } from '@carat/ui';
import { intlLocale, useI18n } from '@carat/ui/i18n';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ShowroomShell } from '#features/layout/ShowroomShell.tsx';
import { showroomPaths } from '#lib/pages.ts';
import { ShowroomScope } from '#lib/ShowroomScope.tsx';
import { type Slot, SlotPicker } from './SlotPicker.tsx';

/** The page behind the emailed link: the token is in the fragment (never sent to a server but ours). */
function useFragmentToken(): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    const value = window.location.hash.slice(1);
    setToken(/^[A-Za-z0-9_-]{43}$/.test(value) ? value : '');
  }, []);
  return token;
}

export default function ManageBookingPage() {
  const { t } = useI18n();
  const token = useFragmentToken();
  const booking = useManagedBooking(token || null);
  // Back from the payment page, the webhook may land a moment after the client: ask again until it has.
  const depositPending = booking.data?.deposit.status === 'pending';
  const { refetch } = booking;
  useEffect(() => {
    if (!depositPending) return;
    const timer = setInterval(() => void refetch(), 2000);
    return () => clearInterval(timer);
  }, [depositPending, refetch]);
  if (token === null || (token && booking.isPending)) {
    return (
      <main className="mx-auto grid max-w-xl gap-4 p-6">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32 w-full" />
      </main>
    );
  }
  if (!token || !booking.data) {
    return (
      <main className="mx-auto grid max-w-xl gap-4 p-6">
        <h1 className="font-display text-3xl">{t('manage.title')}</h1>
        <p role="alert">
          {booking.isError && (booking.error as ApiError).status !== 404
            ? t('form.error')
            : t('manage.missing')}
        </p>
      </main>
    );
  }
  return (
    <ShowroomScope slug={booking.data.showroom.slug} demo={false}>
      <ManageBooking token={token} booking={booking.data} />
    </ShowroomScope>
  );
}

/** A deposit paid online: paid, being confirmed, refunded, or released unpaid. */
function DepositLine({ deposit }: { deposit: { amountMinor: number; currency: string; status: string } }) {
  const { t, locale } = useI18n();
  const known = ['paid', 'pending', 'refunded', 'expired'] as const;
  const status = known.find((s) => s === deposit.status);
  if (!status) return null;
  const amount = formatMoney(deposit.amountMinor, deposit.currency as Currency, intlLocale(locale));
  return (
    <div>
      <dt className="text-muted-foreground">{t('booking.deposit')}</dt>
      <dd className="font-medium" data-testid="booking-deposit" aria-live="polite">
        {t(`manage.deposit.${status}`, { amount })}
      </dd>
    </div>
  );
}

function ManageBooking({
  token,
  booking,
}: {
  token: string;
  booking: NonNullable<ReturnType<typeof useManagedBooking>['data']>;
}) {
  const { t, locale } = useI18n();
  const cancel = useCancelBooking(token);
  const reschedule = useRescheduleBooking(token);
  const [moving, setMoving] = useState(false);
  const [slot, setSlot] = useState<Slot>({ date: null, time: null });
  const paths = showroomPaths(booking.showroom.slug, false);
  const when = `${new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(
    new Date(`${booking.date}T12:00:00Z`),
  )} · ${booking.time} (${zoneLabel(booking.timeZone, locale)})`;

  const failed = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : null;
    toast.error(
      code === 'slot_taken'
        ? t('booking.taken')
        : code === 'booking_locked'
          ? t('manage.locked')
          : t('form.error'),
    );
  };

  return (
    <ShowroomShell title={booking.showroom.name}>
      <main className="grid grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6">
        <h1 className="font-display text-3xl font-semibold">{t('manage.title')}</h1>
        <dl className="grid gap-3 rounded-lg border border-border p-4 text-sm">
          <div>
            <dt className="text-muted-foreground">{t('booking.summaryType')}</dt>
            <dd className="font-medium">{localize(booking.title, locale)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('booking.summaryWhen')}</dt>
            <dd className="font-medium">{when}</dd>
          </div>
          <div>
            <dt className="sr-only">Status</dt>
            <dd className="font-semibold text-gold-text" data-testid="booking-status">
              {t(`manage.status.${booking.status}` as 'manage.status.pending')}
            </dd>
          </div>
          <DepositLine deposit={booking.deposit} />
        </dl>
        {!booking.canChange ? (
          <p className="text-sm text-muted-foreground">{t('manage.locked')}</p>
        ) : moving ? (
          <div className="grid gap-4">
            <SlotPicker
              slug={booking.showroom.slug}
              type={booking.type}
              timeZone={booking.timeZone}
              value={slot}
              onChange={setSlot}
            />
            <div className="flex gap-3">
              <Button variant="outline" onClick={() => setMoving(false)}>
                {t('booking.back')}
              </Button>
              <Button
                disabled={!slot.date || !slot.time}
                loading={reschedule.isPending}
                onClick={() =>
                  slot.date && slot.time
                    ? reschedule.mutate(
                        { date: slot.date, time: slot.time },
                        {
                          onSuccess: () => {
                            setMoving(false);
                            toast.success(t('manage.rescheduled'));
                          },
                          onError: failed,
                        },
                      )
                    : undefined
                }
              >
                {t('manage.confirmMove')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" onClick={() => setMoving(true)}>
              {t('manage.reschedule')}
            </Button>
            <Button
              variant="destructive"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => toast.success(t('manage.cancelled')),
                  onError: failed,
                })
              }
            >
              {t('manage.cancel')}
            </Button>
          </div>
        )}
        <Link to={paths.home} className="text-sm text-gold-text underline-offset-4 hover:underline">
          {t('booking.backToShowroom')}
        </Link>
      </main>
    </ShowroomShell>
  );
}
