import { errorMessage } from '@carat/api-client';
import { type Onboarding, useOnboarding, useUpdateOnboarding } from '@carat/api-client/react';
import { Button, Card, CardContent, Input, Progress, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { CheckCircle2, Circle, Copy, Download, QrCode } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';

type ItemId = Onboarding['items'][number]['id'];

/** Where each step is done (a page that has not landed in this build is left unlinked). */
const WHERE: Record<ItemId, string | null> = {
  pieces: '/dashboard/catalogue',
  collection: '/dashboard/collections',
  collaboration: '/dashboard/collaborations',
  services: '/dashboard/settings?tab=services',
  customise: '/dashboard/settings?tab=showroom',
  publish: '/dashboard/showroom-builder',
  share: null,
};

/** An SVG as an image address (the API draws the QR code; nothing is fetched elsewhere). */
const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * The home's set-up checklist for a new business: each step ticks itself from the business's data
 * (`GET /v1/onboarding`), the progress, the showroom's address with a copy button and its QR code; once
 * every step is done it can be put away for good.
 */
export function OnboardingChecklist({ pages }: { pages: ReadonlySet<string> }) {
  const { t, locale } = useI18n();
  const checklist = useOnboarding();
  const update = useUpdateOnboarding();
  const [qrShown, setQrShown] = useState(false);
  const headingId = useId();
  const linkId = useId();
  const data = checklist.data;
  if (checklist.isLoading || checklist.error || !data || data.dismissed) {
    return checklist.error ? (
      <p role="alert" className="text-sm text-destructive">
        {t('onboarding.loadFailed')}: {errorMessage(checklist.error, locale)}
      </p>
    ) : null;
  }

  const markShared = async () => {
    if (data.items.find((item) => item.id === 'share')?.done) return;
    try {
      await update.mutateAsync({ linkShared: true });
    } catch (error) {
      toast.error(t('onboarding.saveFailed'), { description: errorMessage(error, locale) });
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(data.url);
      toast.success(t('onboarding.copied'));
    } catch {
      toast.error(t('onboarding.copyFailed'));
      return;
    }
    await markShared();
  };
  const toggleQr = () => {
    setQrShown((shown) => !shown);
    if (!qrShown) void markShared();
  };
  const dismiss = async () => {
    try {
      await update.mutateAsync({ dismissed: true });
    } catch (error) {
      toast.error(t('onboarding.saveFailed'), { description: errorMessage(error, locale) });
    }
  };

  return (
    <Card aria-labelledby={headingId} data-testid="onboarding">
      <CardContent className="grid gap-4 p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <h2 id={headingId} className="font-display text-2xl">
              {t('onboarding.title')}
            </h2>
            <p className="text-sm text-muted-foreground">
              {data.complete ? t('onboarding.complete') : t('onboarding.subtitle')}
            </p>
          </div>
          {data.complete ? (
            <Button variant="outline" onClick={() => void dismiss()} loading={update.isPending}>
              {t('onboarding.dismiss')}
            </Button>
          ) : null}
        </div>
        <div className="grid gap-1">
          <Progress value={data.done} max={data.total} aria-label={t('onboarding.progressLabel')} />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('onboarding.progress', { done: data.done, total: data.total })}
          </p>
        </div>
        <ol className="grid gap-2">
          {data.items.map((item) => {
            const to = WHERE[item.id];
            const path = to?.split('?')[0];
            const linked = to && path && pages.has(path);
            return (
              <li
                key={item.id}
                data-testid={`onboarding-${item.id}`}
                data-done={item.done}
                className="flex flex-wrap items-center gap-3 rounded-md border border-border p-3"
              >
                {item.done ? (
                  <CheckCircle2 className="size-5 shrink-0 text-success" aria-hidden="true" />
                ) : (
                  <Circle className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                )}
                <span className={item.done ? 'flex-1 text-muted-foreground line-through' : 'flex-1'}>
                  {t(`onboarding.item.${item.id}`)}
                  <span className="sr-only">
                    {' '}
                    ({item.done ? t('onboarding.done') : t('onboarding.todo')})
                  </span>
                </span>
                {item.id === 'services' && pages.has('/dashboard/appointments') ? (
                  <Button asChild variant="ghost" size="sm">
                    {/* Straight to the weekly hours' dialog. */}
                    <Link to="/dashboard/appointments?availability=1">{t('onboarding.availability')}</Link>
                  </Button>
                ) : null}
                {linked ? (
                  <Button asChild variant="outline" size="sm">
                    <Link to={to}>{t('onboarding.go')}</Link>
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ol>
        <div className="grid gap-2">
          <label htmlFor={linkId} className="text-sm font-medium">
            {t('onboarding.link')}
          </label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={linkId}
              readOnly
              value={data.url}
              className="min-w-0 flex-1 basis-60"
              onFocus={(e) => e.target.select()}
            />
            <Button variant="outline" onClick={() => void copy()}>
              <Copy aria-hidden="true" />
              {t('onboarding.copy')}
            </Button>
            <Button variant="outline" aria-expanded={qrShown} onClick={toggleQr}>
              <QrCode aria-hidden="true" />
              {qrShown ? t('onboarding.hideQr') : t('onboarding.showQr')}
            </Button>
          </div>
          {qrShown ? (
            <div className="flex flex-wrap items-end gap-4">
              <img
                src={svgDataUrl(data.qrSvg)}
                alt={t('onboarding.qrAlt')}
                className="size-40 rounded-md border border-border bg-white p-2"
              />
              <a
                href={svgDataUrl(data.qrSvg)}
                download="showroom-qr.svg"
                className="inline-flex items-center gap-2 text-sm underline underline-offset-4"
              >
                <Download className="size-4" aria-hidden="true" />
                {t('onboarding.downloadQr')}
              </a>
            </div>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
