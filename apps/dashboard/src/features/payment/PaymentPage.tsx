import { ApiError, errorMessage } from '@carat/api-client';
import {
  useCheckout,
  usePrices,
  useSession,
  useStartFreePlan,
  useSubscription,
} from '@carat/api-client/react';
import {
  CHECKOUT_REDIRECT_MS,
  formatMoney,
  isCurrency,
  PAYMENT_PLANS,
  PAYMENT_RETURN_RECHECK_MS,
  parseBillingCycle,
  planChoiceFromName,
} from '@carat/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  toast,
} from '@carat/ui';
import { LocaleSwitch, useI18n } from '@carat/ui/i18n';
import { ArrowLeft, Check, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { AccountDeletionBanner } from '#features/account/AccountDeletionBanner.tsx';
import { FullScreenLoading } from '#features/auth/RequireAuth.tsx';

/**
 * /payment: the three plans of the payment catalogue (DIAMOND, MOISSANITE 'Populaire', SILVER), the one
 * named by `plan` highlighted; 'Choisir ce plan' goes to Checkout. Also the return from Checkout
 * (`session_id`, `canceled`).
 */
export function PaymentPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { session, loading: sessionLoading } = useSession();
  const subscription = useSubscription();
  const prices = usePrices();
  const checkout = useCheckout();
  const startFree = useStartFreePlan();
  const [redirecting, setRedirecting] = useState<string | null>(null);
  const sessionId = params.get('session_id');
  const highlighted = params.get('plan') ? planChoiceFromName(params.get('plan')) : null;
  // The landing page's CZ card leads here: its free start is the card to see first.
  const freeHighlighted = /^cz\b/i.test(params.get('plan') ?? '');
  const cycle = parseBillingCycle(session?.user.user_metadata?.billing_cycle as string | undefined);
  const toastShown = useRef(false);

  // Back from Checkout without paying.
  useEffect(() => {
    if (params.get('canceled') && !toastShown.current) {
      toastShown.current = true;
      toast.error(t('payment.canceled.title'), { description: t('payment.canceled.body') });
    }
  }, [params, t]);

  // Back from Checkout with a session: 'Paiement réussi !', a check after 2 s, then the shop's step (/welcome).
  useEffect(() => {
    if (!sessionId || !session) return;
    const timer = setTimeout(async () => {
      await subscription.checkSubscription(sessionId);
      navigate('/welcome', { replace: true });
    }, PAYMENT_RETURN_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [sessionId, Boolean(session)]);

  if (sessionLoading) return <FullScreenLoading label={t('guard.loading')} />;
  if (!session)
    return (
      <Navigate to={`/auth?redirect=${encodeURIComponent(`/payment${window.location.search}`)}`} replace />
    );
  if (!sessionId && !subscription.loading && subscription.subscribed)
    return <Navigate to="/dashboard" replace />;

  const choose = async (planId: string) => {
    const price =
      prices.data?.prices.find((p) => p.plan === planId && p.interval === cycle && p.currency === 'USD') ??
      prices.data?.prices.find((p) => p.plan === planId && p.interval === 'monthly' && p.currency === 'USD');
    if (!price) {
      toast.error(t('payment.error.title'), { description: t('payment.error.noPrice') });
      return;
    }
    setRedirecting(planId);
    try {
      const { url } = await checkout(price.priceId);
      if (!url) {
        setRedirecting(null);
        toast.error(t('payment.error.title'), { description: t('payment.error.noUrl') });
        return;
      }
      toast(t('payment.toast.redirect'));
      setTimeout(() => window.location.assign(url), CHECKOUT_REDIRECT_MS);
    } catch (error) {
      setRedirecting(null);
      // A non-API failure is a bug of ours: the generic sentence, never its raw text.
      const description = !(error instanceof ApiError)
        ? t('payment.error.generic')
        : error.status === 401
          ? t('payment.error.noSession')
          : errorMessage(error, locale);
      toast.error(t('payment.error.title'), { description });
    }
  };

  // 'Commencer gratuitement': CZ without a card, then the shop's step (/welcome) once the check says so.
  const chooseFree = async () => {
    setRedirecting('FREE');
    try {
      await startFree();
      await subscription.checkSubscription();
      navigate('/welcome', { replace: true });
    } catch (error) {
      setRedirecting(null);
      const description = !(error instanceof ApiError)
        ? t('payment.error.generic')
        : error.status === 401
          ? t('payment.error.noSession')
          : errorMessage(error, locale);
      toast.error(t('payment.error.title'), { description });
    }
  };

  if (sessionId) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background px-6 text-center text-foreground">
        <CheckCircle2 className="size-14 text-success" aria-hidden="true" />
        <h1 className="font-display text-4xl">{t('payment.success.title')}</h1>
        <p className="text-muted-foreground">{t('payment.success.redirect')}</p>
      </main>
    );
  }

  return (
    <main className="min-h-dvh bg-background px-4 py-10 text-foreground">
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <div className="flex items-center justify-between">
          <Button variant="ghost" onClick={() => navigate('/auth?mode=signin')}>
            <ArrowLeft aria-hidden="true" /> {t('payment.backToLogin')}
          </Button>
          <LocaleSwitch className="text-sm underline" />
        </div>
        {/* A subscription that ended before the deletion date still leaves the way back open here. */}
        <AccountDeletionBanner />
        <header className="text-center">
          <h1 className="font-display text-4xl sm:text-5xl">{t('payment.title')}</h1>
          <p className="mt-2 text-muted-foreground">{t('payment.subtitle')}</p>
        </header>
        <div className="grid gap-6 md:grid-cols-3">
          {PAYMENT_PLANS.map((plan) => {
            const isHighlighted = highlighted === plan.id;
            const yearly = prices.data?.prices.find(
              (p) => p.plan === plan.id && p.interval === 'yearly' && p.currency === 'USD',
            );
            return (
              <Card
                key={plan.id}
                data-testid={`plan-${plan.id}`}
                data-highlighted={isHighlighted || undefined}
                className={cn('relative flex flex-col', isHighlighted && 'border-2 border-gold shadow-lg')}
              >
                {plan.popular ? (
                  <Badge variant="gold" className="absolute -top-3 left-1/2 -translate-x-1/2">
                    {t('payment.popular')}
                  </Badge>
                ) : null}
                <CardHeader>
                  {/* Under the page's h1: an h2 (a card title is an h3 by default). */}
                  <CardTitle asChild className="font-display text-2xl">
                    <h2>{plan.name}</h2>
                  </CardTitle>
                  <CardDescription>{plan.description[locale]}</CardDescription>
                </CardHeader>
                <CardContent className="flex flex-1 flex-col gap-5">
                  <p>
                    <span className="font-display text-4xl">
                      {formatMoney(plan.price.amount, plan.price.currency, locale, {
                        trailingZeroDisplay: 'stripIfInteger',
                      })}
                    </span>
                    <span className="text-muted-foreground">{t('payment.perMonth')}</span>
                  </p>
                  {cycle === 'yearly' && yearly && isCurrency(yearly.currency) ? (
                    <p className="text-sm text-muted-foreground">
                      {t('payment.yearlyNote', {
                        amount: formatMoney(yearly.amount, yearly.currency, locale, {
                          trailingZeroDisplay: 'stripIfInteger',
                        }),
                      })}
                    </p>
                  ) : null}
                  <ul className="grid gap-2 text-sm">
                    {plan.features.map((feature) => (
                      <li key={feature.key} className="flex gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-gold-text" aria-hidden="true" />
                        {feature.text[locale]}
                        {feature.released ? null : (
                          <span className="ml-auto shrink-0 text-xs text-muted-foreground">
                            {t('payment.soon')}
                          </span>
                        )}
                      </li>
                    ))}
                  </ul>
                  <Button
                    className="mt-auto"
                    variant={isHighlighted || plan.popular ? 'gold' : 'default'}
                    disabled={redirecting !== null || prices.isLoading}
                    loading={redirecting === plan.id}
                    onClick={() => choose(plan.id)}
                  >
                    {redirecting === plan.id ? t('payment.redirecting') : t('payment.choose')}
                  </Button>
                </CardContent>
              </Card>
            );
          })}
        </div>
        <Card
          data-testid="plan-free"
          data-highlighted={freeHighlighted || undefined}
          className={cn(
            'flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center',
            freeHighlighted && 'border-2 border-gold shadow-lg',
          )}
        >
          <div className="flex-1">
            <h2 className="font-display text-2xl">{t('payment.free.title')}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{t('payment.free.body')}</p>
          </div>
          <Button
            variant="outline"
            disabled={redirecting !== null}
            loading={redirecting === 'FREE'}
            onClick={chooseFree}
          >
            {redirecting === 'FREE' ? t('payment.free.starting') : t('payment.free.start')}
          </Button>
        </Card>
        <p className="text-center text-xs text-muted-foreground">{t('payment.sandbox')}</p>
      </div>
    </main>
  );
}
