import { useSubscription } from '@carat/api-client/react';
import { PAYMENT_SUCCESS_REDIRECT_MS } from '@carat/domain';
import { Progress } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

/** /payment-success: 'Paiement réussi !', a re-check of the subscription, after 3 s with a progress bar the shop's step (/welcome, which goes on to /dashboard once answered). */
export function PaymentSuccessPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { checkSubscription } = useSubscription();
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const sessionId = params.get('session_id') ?? undefined;
    void checkSubscription(sessionId);
    const started = Date.now();
    const tick = setInterval(() => {
      setProgress(Math.min(100, ((Date.now() - started) / PAYMENT_SUCCESS_REDIRECT_MS) * 100));
    }, 100);
    const done = setTimeout(() => navigate('/welcome', { replace: true }), PAYMENT_SUCCESS_REDIRECT_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, []);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-6 text-center text-foreground">
      <CheckCircle2 className="size-14 text-success" aria-hidden="true" />
      <h1 className="font-display text-4xl">{t('payment.success.title')}</h1>
      <p className="text-muted-foreground">{t('payment.success.body')}</p>
      <Progress value={progress} className="w-64" aria-label={t('payment.success.redirect')} />
    </main>
  );
}
