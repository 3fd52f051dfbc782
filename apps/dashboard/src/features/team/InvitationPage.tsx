import { errorMessage } from '@carat/api-client';
import {
  useAcceptInvitation,
  useDeclineInvitation,
  useInvitationPreview,
  useSession,
  useSubscription,
} from '@carat/api-client/react';
import { Button, Card, CardContent, CardHeader, CardTitle, Spinner, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { Gem } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { chooseBusiness } from '#lib/business-choice.ts';

/**
 * The page an invitation email links to (/invitation/:token): what the invitation is for, then — signed
 * out — create an account with the invited address or sign in, and — signed in — accept or decline.
 * Declining needs no account.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { t, locale } = useI18n();
  const { session, loading } = useSession();
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { checkSubscription } = useSubscription();
  const here = `/invitation/${token}`;

  const onAccept = async () => {
    try {
      const joined = await accept.mutateAsync(token);
      chooseBusiness(joined.businessId);
      queryClient.clear();
      // The account now works under the owner's plan: ask again before the guard looks.
      await checkSubscription();
      toast.success(t('invitation.accepted', { business: joined.business }));
      navigate('/dashboard', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error, locale));
    }
  };
  const onDecline = async () => {
    try {
      await decline.mutateAsync(token);
      toast.success(t('invitation.declined', { business: preview.data?.business ?? '' }));
    } catch (error) {
      toast.error(errorMessage(error, locale));
    }
  };

  let body: React.ReactNode;
  if (preview.isLoading || loading) {
    body = (
      <p className="flex items-center gap-2">
        <Spinner /> {t('invitation.loading')}
      </p>
    );
  } else if (!preview.data) {
    body = <p role="alert">{t('invitation.invalid')}</p>;
  } else if (preview.data.status !== 'pending') {
    body = (
      <p role="alert">
        {preview.data.status === 'declined'
          ? t('invitation.declined', { business: preview.data.business })
          : t('invitation.invalid')}
      </p>
    );
  } else {
    // A pending invitation always names its address (null only once it cannot be used).
    const invitation = { ...preview.data, email: preview.data.email ?? '' };
    const signedInAs = session?.user.email ?? null;
    const otherAccount = signedInAs && signedInAs.toLowerCase() !== invitation.email.toLowerCase();
    body = (
      <div className="grid gap-4">
        <p>
          {t('invitation.body', {
            business: invitation.business,
            role: t(`team.role.${invitation.role}`),
            email: invitation.email,
          })}
        </p>
        {otherAccount ? (
          <p role="status" className="text-sm text-muted-foreground">
            {t('invitation.otherAccount', { email: signedInAs, invited: invitation.email })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {session && !otherAccount ? (
            <Button loading={accept.isPending} onClick={() => void onAccept()}>
              {t('invitation.accept')}
            </Button>
          ) : (
            <>
              <Button asChild>
                <Link
                  to={`/auth?invitation=${encodeURIComponent(token)}&email=${encodeURIComponent(invitation.email)}&redirect=${encodeURIComponent(here)}`}
                >
                  {t('invitation.signUp')}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={`/auth?mode=signin&redirect=${encodeURIComponent(here)}`}>
                  {t('invitation.signIn')}
                </Link>
              </Button>
            </>
          )}
          <Button variant="ghost" loading={decline.isPending} onClick={() => void onDecline()}>
            {t('invitation.decline')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-4 py-10 text-foreground">
      <span className="flex items-center gap-2 font-display text-2xl">
        <Gem className="size-6 text-gold-text" aria-hidden="true" /> Carat
      </span>
      <Card className="w-full max-w-lg">
        <CardHeader>
          <CardTitle asChild>
            <h1>{t('invitation.title', { business: preview.data?.business ?? '' })}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </main>
  );
}
