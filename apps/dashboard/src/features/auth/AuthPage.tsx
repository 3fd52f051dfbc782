import { billingCycleLabel, parseBillingCycle, SIGNUP_REDIRECT_MS } from '@carat/domain';
import { Button, Card, CardContent, FormField, Input, toast } from '@carat/ui';
import { LocaleSwitch, useI18n } from '@carat/ui/i18n';
import { ArrowLeft, Gem } from 'lucide-react';
import { useEffect, useState } from 'react';
import { env } from '#lib/env.ts';
import { signInErrorToast, signUpErrorToast } from './authErrors.ts';
import { authSchemas } from './authSchemas.ts';
import { MfaStep } from './MfaStep.tsx';
import { AuthLink, useAuthNavigation } from './navigation.tsx';
import { useCheckedForm } from './useCheckedForm.ts';
import { useLazySession } from './useLazySession.ts';

type Mode = 'signin' | 'signup';

/** Where to go once signed in: the page the guard remembered, else /payment (spec). */
function destination(params: URLSearchParams): string {
  const redirect = params.get('redirect');
  return redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/payment';
}

export function AuthPage() {
  const { t, locale } = useI18n();
  // The session client is not in this page's first load: the cookies say whether a session is stored (ADR 095).
  const { client, session, loading } = useLazySession();
  // Not react-router's hooks: a visit that starts here has no router yet (`SignInApp`, ADR 100).
  const { navigate, params } = useAuthNavigation();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'signin' ? 'signin' : 'signup');
  const [step, setStep] = useState<'credentials' | 'mfa'>(params.get('mfa') ? 'mfa' : 'credentials');
  const [pending, setPending] = useState(false);
  const plan = params.get('plan');
  const billing = parseBillingCycle(params.get('billing'));
  // From an invitation link: the account joins that business instead of getting one (no /payment).
  const invitation = params.get('invitation');

  const signUp = useCheckedForm(async () => (await authSchemas()).signUpSchema(locale), {
    fullName: '',
    email: params.get('email') ?? '',
    password: '',
    confirmPassword: '',
  });
  const signIn = useCheckedForm(async () => (await authSchemas()).signInSchema(locale), {
    email: '',
    password: '',
  });

  // An existing session goes straight on (spec: to /payment) — unless it still owes its second factor.
  useEffect(() => {
    if (loading || !session || pending || step === 'mfa') return;
    void (async () => {
      const aal = await (await client()).auth.mfa.getAuthenticatorAssuranceLevel();
      if (aal.data && aal.data.nextLevel === 'aal2' && aal.data.currentLevel !== 'aal2') setStep('mfa');
      else navigate(destination(params), { replace: true });
    })();
  }, [loading, session, pending, step, client, navigate, params]);

  const toggle = () => {
    // Toggling clears every field error (spec).
    signUp.clearErrors();
    signIn.clearErrors();
    setMode((m) => (m === 'signup' ? 'signin' : 'signup'));
  };

  const onSignUp = signUp.handleSubmit(async (values) => {
    setPending(true);
    const { data, error } = await (await client()).auth.signUp({
      email: values.email,
      password: values.password,
      options: {
        emailRedirectTo: `${env.dashboardUrl}${invitation ? destination(params) : '/payment'}`,
        data: {
          full_name: values.fullName,
          selected_plan: plan ?? undefined,
          billing_cycle: billing,
          locale,
          invitation: invitation ?? undefined,
        },
      },
    });
    if (error) {
      setPending(false);
      const { title, description } = await signUpErrorToast(error, t, locale);
      toast.error(title, { description });
      return;
    }
    toast.success(t('auth.toast.signedUp.title'), { description: t('auth.toast.signedUp.body') });
    // A session means the account is usable now; without one, the confirmation email must be opened first.
    if (!data.session) {
      setPending(false);
      toast.info(t('auth.toast.confirmEmail'));
      return;
    }
    setTimeout(
      () =>
        navigate(invitation ? destination(params) : `/payment?plan=${encodeURIComponent(plan ?? '')}`, {
          replace: true,
        }),
      SIGNUP_REDIRECT_MS,
    );
  });

  const onSignIn = signIn.handleSubmit(async (values) => {
    setPending(true);
    const auth = (await client()).auth;
    const { error } = await auth.signInWithPassword(values);
    if (error) {
      setPending(false);
      const { title, description } = signInErrorToast(t, error.message);
      toast.error(title, { description });
      return;
    }
    const aal = await auth.mfa.getAuthenticatorAssuranceLevel();
    setPending(false);
    if (aal.data && aal.data.nextLevel === 'aal2' && aal.data.currentLevel !== 'aal2') {
      setStep('mfa');
      return;
    }
    toast.success(t('auth.toast.signedIn.title'), { description: t('auth.toast.signedIn.body') });
    navigate(destination(params), { replace: true });
  });

  const up = signUp.errors;
  const inn = signIn.errors;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-4 py-10 text-foreground">
      <div className="flex w-full max-w-md items-center justify-between">
        <Button variant="ghost" asChild>
          <a href={`${env.marketingUrl}/`}>
            <ArrowLeft aria-hidden="true" /> {t('auth.backHome')}
          </a>
        </Button>
        <LocaleSwitch className="text-sm underline" />
      </div>
      <Card className="w-full max-w-md">
        <CardContent className="grid gap-6 p-6 sm:p-8">
          <div className="grid justify-items-center gap-2 text-center">
            <Gem className="size-8 text-gold-text" aria-hidden="true" />
            <h1 className="font-display text-3xl">
              {step === 'mfa'
                ? t('auth.mfa.title')
                : mode === 'signup'
                  ? t('auth.signup.title')
                  : t('auth.signin.title')}
            </h1>
            {plan && step === 'credentials' ? (
              <p className="text-sm text-muted-foreground" data-testid="selected-plan">
                {t('auth.selectedPlan', { plan, cycle: billingCycleLabel(billing, 'fr') })}
              </p>
            ) : null}
          </div>

          {step === 'mfa' ? (
            <MfaStep
              client={client}
              onVerified={() => {
                toast.success(t('auth.toast.signedIn.title'), { description: t('auth.toast.signedIn.body') });
                navigate(destination(params), { replace: true });
              }}
              onCancel={async () => {
                await (await client()).auth.signOut({ scope: 'local' });
                setStep('credentials');
              }}
            />
          ) : mode === 'signup' ? (
            <form onSubmit={onSignUp} noValidate className="grid gap-4">
              <FormField label={t('auth.fullName')} error={up.fullName}>
                <Input autoComplete="name" {...signUp.field('fullName')} />
              </FormField>
              <FormField label={t('auth.email')} error={up.email}>
                <Input type="email" autoComplete="email" {...signUp.field('email')} />
              </FormField>
              <FormField label={t('auth.password')} error={up.password}>
                <Input type="password" autoComplete="new-password" {...signUp.field('password')} />
              </FormField>
              <FormField label={t('auth.confirmPassword')} error={up.confirmPassword}>
                <Input type="password" autoComplete="new-password" {...signUp.field('confirmPassword')} />
              </FormField>
              <Button type="submit" loading={pending}>
                {t('auth.signup.submit')}
              </Button>
            </form>
          ) : (
            <form onSubmit={onSignIn} noValidate className="grid gap-4">
              <FormField label={t('auth.email')} error={inn.email}>
                <Input type="email" autoComplete="email" {...signIn.field('email')} />
              </FormField>
              <FormField label={t('auth.password')} error={inn.password}>
                <Input type="password" autoComplete="current-password" {...signIn.field('password')} />
              </FormField>
              <AuthLink to="/auth/forgot" className="justify-self-end text-sm underline underline-offset-4">
                {t('auth.forgot')}
              </AuthLink>
              <Button type="submit" loading={pending}>
                {t('auth.signin.submit')}
              </Button>
            </form>
          )}

          {step === 'credentials' ? (
            <p className="text-center text-sm text-muted-foreground">
              {mode === 'signup' ? t('auth.haveAccount') : t('auth.noAccount')}{' '}
              <button
                type="button"
                onClick={toggle}
                className="font-medium text-foreground underline underline-offset-4"
              >
                {mode === 'signup' ? t('auth.toSignin') : t('auth.toSignup')}
              </button>
            </p>
          ) : null}
        </CardContent>
      </Card>
    </main>
  );
}
