import { ApiError } from '@carat/api-client';
import { useDesignShare } from '@carat/api-client/react';
import { CUT_LABELS, isRingPiece, METAL_LABELS, STONE_LABELS } from '@carat/domain/design';
import { Skeleton } from '@carat/ui';
import { intlLocale, useI18n } from '@carat/ui/i18n';
import { ModelViewer } from '@carat/ui/model-viewer';
import { Link, useParams } from 'react-router-dom';
import { TryOnButton } from '#features/try-on/index.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The branded public viewer of a design a jeweller shared (/d/{token}): the business's name, the piece in
 * 3D with its metal, 'Voir en AR' (Quick Look with the server's USDZ, Scene Viewer, WebXR) and, for a ring,
 * 'Essayer' (the try-on on the visitor's own hand, in the browser). No price:
 * the jeweller quotes it. The link expires; an expired one says so.
 */
export default function DesignSharePage() {
  const { t, locale } = useI18n();
  const token = useParams().token ?? '';
  const valid = TOKEN.test(token);
  const shared = useDesignShare(valid ? token : '', locale);

  if (valid && shared.isPending) {
    return (
      <main className="mx-auto grid max-w-3xl gap-4 p-6">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="aspect-square w-full" />
      </main>
    );
  }
  if (!valid || !shared.data) {
    const error = shared.error;
    const message =
      error instanceof ApiError && error.code === 'link_expired'
        ? t('designShare.expired')
        : !valid || (error instanceof ApiError && (error.status === 404 || error.status === 422))
          ? t('designShare.missing')
          : t('designShare.error');
    return (
      <main className="mx-auto grid max-w-xl gap-4 p-6">
        <p role="alert">{message}</p>
      </main>
    );
  }

  const design = shared.data;
  const { spec } = design;
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(
    new Date(design.expiresAt),
  );
  return (
    <main className="mx-auto grid max-w-4xl gap-6 p-4 sm:p-6">
      <header className="grid gap-1">
        <p
          className="text-muted-foreground text-sm uppercase tracking-widest"
          data-testid="design-share-business"
        >
          {t('designShare.by', { name: design.business.name })}
        </p>
        <h1 className="font-display text-3xl sm:text-4xl">{design.title}</h1>
      </header>
      <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ModelViewer
          src={design.model.glbUrl}
          iosSrc={design.model.usdzUrl}
          variantName={spec.metal}
          poster={design.model.imageUrl}
          alt={`${t('designShare.viewer.alt')} — ${design.title}`}
          labels={{
            loading: t('designShare.viewer.loading'),
            error: t('designShare.viewer.error'),
            ar: t('designShare.viewer.ar'),
            arUnavailable: t('designShare.viewer.arUnavailable'),
          }}
        />
        <section aria-labelledby="design-details" className="grid content-start gap-3">
          <h2 id="design-details" className="font-display text-2xl">
            {t('designShare.details')}
          </h2>
          <dl className="grid gap-2 text-sm">
            <div>
              <dt className="text-muted-foreground">{t('designShare.metal')}</dt>
              <dd>{METAL_LABELS[spec.metal][locale]}</dd>
            </div>
            {spec.stone ? (
              <div>
                <dt className="text-muted-foreground">{t('designShare.stone')}</dt>
                <dd>
                  {STONE_LABELS[spec.stone.type][locale]}, {CUT_LABELS[spec.stone.cut][locale].toLowerCase()}{' '}
                  —{' '}
                  {t('designShare.stones', {
                    count: design.estimate.stones,
                    carat: design.estimate.totalCarat.toLocaleString(intlLocale(locale)),
                  })}
                </dd>
              </div>
            ) : null}
            {spec.ringSize ? (
              <div>
                <dt className="text-muted-foreground">{t('designShare.ringSize')}</dt>
                <dd>
                  {spec.ringSize.value} ({spec.ringSize.system.toUpperCase()})
                </dd>
              </div>
            ) : null}
            <div>
              <dt className="text-muted-foreground">{t('designShare.weight')}</dt>
              <dd>
                {t('designShare.weightValue', {
                  value: design.estimate.weightG.toLocaleString(intlLocale(locale)),
                })}
              </dd>
            </div>
          </dl>
          {isRingPiece(spec.piece) && spec.innerDiameterMm ? (
            <div>
              <TryOnButton
                glbUrl={design.model.glbUrl}
                metal={spec.metal}
                innerDiameterMm={spec.innerDiameterMm}
                sizeLabel={
                  spec.ringSize ? `${spec.ringSize.value} (${spec.ringSize.system.toUpperCase()})` : null
                }
              />
            </div>
          ) : null}
          {spec.piece === 'studs' ? (
            <div>
              <TryOnButton
                kind="earrings"
                glbUrl={design.model.glbUrl}
                metal={spec.metal}
                innerDiameterMm={null}
                sizeLabel={null}
              />
            </div>
          ) : null}
          <p className="text-muted-foreground text-xs">{t('designShare.expires', { date })}</p>
          {design.business.showroomSlug ? (
            <Link to={`/s/${design.business.showroomSlug}`} className="text-sm underline underline-offset-4">
              {t('designShare.showroom', { name: design.business.name })}
            </Link>
          ) : null}
        </section>
      </div>
    </main>
  );
}
