import { useShowroomPaymentTerms } from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';

/**
 * Step 4's payment words, kept apart from the wizard: a showroom that takes deposits online
 * says so and states its refund policy before the client pays; otherwise the spec's simulated payment.
 */
export function DepositNotice({ slug }: { slug: string }) {
  const { t } = useI18n();
  const terms = useShowroomPaymentTerms(slug);
  if (terms.data?.online) {
    return (
      <p
        className="rounded-md border border-border bg-muted/40 p-3 text-sm"
        role="note"
        data-testid="refund-policy"
      >
        {t('booking.onlineNotice', { hours: terms.data.refundHours })}
        {terms.data.mode === 'sandbox' ? ` ${t('booking.sandboxNotice')}` : ''}
      </p>
    );
  }
  return (
    <p className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm" role="note">
      {t('booking.simulatedNotice')}
    </p>
  );
}

export function PayLabel({ slug, amount }: { slug: string; amount: string }) {
  const { t } = useI18n();
  const terms = useShowroomPaymentTerms(slug);
  return <>{terms.data?.online ? t('booking.payOnline', { amount }) : t('booking.pay', { amount })}</>;
}
