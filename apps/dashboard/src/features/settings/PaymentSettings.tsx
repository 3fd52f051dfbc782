import { ApiError, errorMessage } from '@carat/api-client';
import {
  type PaymentAccount,
  useDisconnectPayments,
  useMe,
  usePaymentAccount,
  useStartPaymentOnboarding,
  useUpdatePaymentPolicy,
} from '@carat/api-client/react';
import { canTakePayments, TIERS } from '@carat/domain';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Input, Label, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { CheckCircle2, CircleAlert, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { ListSkeleton, ListStates } from '#components/ListStates.tsx';
import { usePortalOpener } from '#features/subscription/usePortalOpener.ts';
import { PaymentReportCard } from './PaymentReport.tsx';

/** The first plan that takes online payments (the FAQ: not the free CZ). */
const PAYMENTS_PLAN = TIERS.find(canTakePayments) ?? 'SILVER';

/** The refund policy: a full refund when cancelled at least this many hours ahead (the owner sets it). */
function RefundPolicy({ hours, owner }: { hours: number; owner: boolean }) {
  const { t, locale } = useI18n();
  const update = useUpdatePaymentPolicy();
  const [value, setValue] = useState(String(hours));
  const parsed = Number(value);
  const valid = /^[0-9]{1,3}$/.test(value) && parsed >= 0 && parsed <= 720;
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        update.mutate(
          { depositRefundHours: parsed },
          {
            onSuccess: () => toast.success(t('settings.payments.policySaved')),
            onError: (error) => toast.error(errorMessage(error, locale)),
          },
        );
      }}
    >
      <h3 className="text-sm font-medium">{t('settings.payments.policy')}</h3>
      <Label htmlFor="deposit-refund-hours">{t('settings.payments.policyHours')}</Label>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id="deposit-refund-hours"
          inputMode="numeric"
          className="w-28"
          value={value}
          aria-invalid={!valid}
          aria-describedby="deposit-refund-hint"
          disabled={!owner}
          onChange={(event) => setValue(event.target.value.trim())}
        />
        <Button type="submit" variant="outline" disabled={!owner || !valid} loading={update.isPending}>
          {t('settings.payments.policySave')}
        </Button>
      </div>
      <p id="deposit-refund-hint" className="text-sm text-muted-foreground">
        {t('settings.payments.policyHint')}
      </p>
    </form>
  );
}

function StatusLine({ id, label, on }: { id: string; label: string; on: boolean }) {
  const { t } = useI18n();
  return (
    <div className="flex items-center justify-between gap-3 border-b py-2 last:border-b-0">
      <span>{label}</span>
      <Badge variant={on ? 'success' : 'warning'} data-testid={`payments-${id}`}>
        {on ? t('settings.payments.enabled') : t('settings.payments.disabled')}
      </Badge>
    </div>
  );
}

/**
 * Settings → Paiements: connect the jeweller's own Stripe account (direct charges: they own refunds and
 * disputes), see what Stripe says of it, finish onboarding, open its dashboard, disconnect. On CZ the
 * server refuses (403 plan_required) and this says why. In embedded mode the local sandbox stands in,
 * and the tab says 'Sandbox'.
 */
export function PaymentSettings() {
  const { t } = useI18n();
  const me = useMe();
  const account = usePaymentAccount();
  const portal = usePortalOpener();
  const owner = me.data?.role === 'owner';

  if (account.error instanceof ApiError && account.error.code === 'plan_required') {
    return (
      <Card data-testid="payments-plan-required">
        <CardHeader>
          <CardTitle>{t('settings.payments.title')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <p>{t('settings.payments.planRequired', { plan: PAYMENTS_PLAN })}</p>
          <Button
            variant="gold"
            className="justify-self-start"
            onClick={portal.open}
            disabled={portal.loading}
          >
            {t('settings.payments.upgrade')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  // Loading and a failure with its retry, as every list shows them (the account is a list of one).
  const one = {
    ...account,
    data: account.data ? { items: [account.data], total: 1 } : undefined,
  };
  return (
    <ListStates
      list={one}
      skeleton={<ListSkeleton count={1} itemClassName="h-48" />}
      errorTitle={t('settings.payments.error')}
      filtered={false}
      empty={{ icon: null, title: '', description: '', action: null }}
    >
      {(page) => (
        <div className="grid gap-4">
          <AccountCard account={page.items[0]!} />
          {me.data && owner ? <PaymentReportCard timeZone={me.data.business.timeZone} /> : null}
        </div>
      )}
    </ListStates>
  );
}

/** The connected account as Stripe describes it, with what the owner can do about it. */
function AccountCard({ account: a }: { account: PaymentAccount }) {
  const { t, locale } = useI18n();
  const me = useMe();
  const onboarding = useStartPaymentOnboarding();
  const disconnect = useDisconnectPayments();
  const [confirming, setConfirming] = useState(false);
  const owner = me.data?.role === 'owner';
  const goToStripe = () =>
    onboarding.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error(errorMessage(error, locale)),
    });
  const ready = a.chargesEnabled && a.payoutsEnabled;
  return (
    <Card data-testid="payments-account">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{t('settings.payments.title')}</CardTitle>
        {a.mode === 'sandbox' ? (
          <Badge variant="outline" title={t('settings.payments.sandboxHint')} data-testid="payments-sandbox">
            {t('settings.payments.sandbox')}
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">{t('settings.payments.intro')}</p>
        {a.mode === 'sandbox' ? (
          <p className="text-sm text-muted-foreground">{t('settings.payments.sandboxHint')}</p>
        ) : null}
        {!owner ? <p className="text-sm">{t('settings.payments.ownerOnly')}</p> : null}

        {!a.connected ? (
          <div className="grid gap-3">
            <p>{t('settings.payments.notConnected')}</p>
            <Button
              variant="gold"
              className="justify-self-start"
              onClick={goToStripe}
              disabled={!owner || onboarding.isPending}
            >
              {onboarding.isPending ? t('settings.payments.redirecting') : t('settings.payments.connect')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-4">
            <p className="flex items-center gap-2" data-testid="payments-readiness">
              {ready ? (
                <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
              ) : (
                <CircleAlert className="size-5 text-warning" aria-hidden="true" />
              )}
              {ready ? t('settings.payments.ready') : t('settings.payments.notReady')}
            </p>
            <p className="text-sm text-muted-foreground break-all">
              {t('settings.payments.account', { id: a.accountId ?? '' })}
            </p>
            <div>
              <StatusLine id="charges" label={t('settings.payments.charges')} on={a.chargesEnabled} />
              <StatusLine id="payouts" label={t('settings.payments.payouts')} on={a.payoutsEnabled} />
            </div>
            <div className="grid gap-1">
              <h3 className="text-sm font-medium">{t('settings.payments.requirements')}</h3>
              {a.requirementsDue.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t('settings.payments.requirementsNone')}</p>
              ) : (
                <ul className="list-disc ps-5 text-sm">
                  {a.requirementsDue.map((field) => (
                    <li key={field} className="break-all">
                      {field}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              {!ready || a.requirementsDue.length > 0 ? (
                <Button variant="gold" onClick={goToStripe} disabled={!owner || onboarding.isPending}>
                  {onboarding.isPending ? t('settings.payments.redirecting') : t('settings.payments.finish')}
                </Button>
              ) : null}
              {a.dashboardUrl ? (
                <Button variant="outline" asChild>
                  <a href={a.dashboardUrl} target="_blank" rel="noreferrer">
                    <ExternalLink className="size-4" aria-hidden="true" />
                    {t('settings.payments.dashboard')}
                  </a>
                </Button>
              ) : null}
              {owner && !confirming ? (
                <Button variant="outline" onClick={() => setConfirming(true)}>
                  {t('settings.payments.disconnect')}
                </Button>
              ) : null}
            </div>
            <RefundPolicy key={a.depositRefundHours} hours={a.depositRefundHours} owner={owner} />
            {confirming ? (
              <div className="grid gap-2 rounded-md border p-3" role="alertdialog" aria-live="polite">
                <p className="text-sm">{t('settings.payments.disconnectConfirm')}</p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="destructive"
                    disabled={disconnect.isPending}
                    onClick={() =>
                      disconnect.mutate(undefined, {
                        onSuccess: () => {
                          setConfirming(false);
                          toast.success(t('settings.payments.disconnected'));
                        },
                        onError: (error) => toast.error(errorMessage(error, locale)),
                      })
                    }
                  >
                    {t('settings.payments.disconnect')}
                  </Button>
                  <Button variant="outline" onClick={() => setConfirming(false)}>
                    {t('settings.security.cancel')}
                  </Button>
                </div>
              </div>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
