import { ApiError, errorMessage } from '@carat/api-client';
import {
  type DesignDetail,
  type DesignShareLink,
  type DesignSpecInput,
  useCreateDesign,
  useDesign,
  useDesignFileUrl,
  useDesignOrder,
  useDesignProduct,
  useDesignSettings,
  useShareDesign,
  useUpdateDesign,
} from '@carat/api-client/react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Textarea,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { ModelViewer } from '@carat/ui/model-viewer';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useBasePath } from '#lib/base-path.tsx';
import { formatDate, money } from '#lib/format.ts';
import { DesignList } from './DesignList.tsx';
import { PhotoReader, ReadingSummary } from './PhotoReader.tsx';
import { PricingCard } from './PricingCard.tsx';
import { SpecForm } from './SpecForm.tsx';

const sameSpec = (a: DesignSpecInput, b: DesignSpecInput) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The AI Design Generator: a brief (French or English) becomes a sized piece, seen in 3D and AR; every field
 * of its spec is editable; the metal switches at once (a material variant of the same GLB, with the weight
 * and price of each alloy from the server); saving makes a new version; the design is shared by a link,
 * turned into an order or a draft catalogue piece. The design open is in the address (?design=).
 */
export function DesignPage() {
  const { t, locale } = useI18n();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('design');
  const design = useDesign(selectedId);
  const settings = useDesignSettings();
  const create = useCreateDesign();
  const update = useUpdateDesign();
  const [brief, setBrief] = useState('');
  const [draft, setDraft] = useState<DesignSpecInput | null>(null);

  const select = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('design', id);
    else next.delete('design');
    setParams(next, { replace: false });
  };

  // A design opened (or a new version saved) resets the form to its spec.
  const current = design.data;
  useEffect(() => {
    if (current) {
      setDraft(current.spec);
      setBrief((old) => old || current.brief || '');
    } else setDraft(null);
  }, [current]);

  // A brief the server could not read at all comes back with what it could not read and a question.
  const briefError = (error: unknown) =>
    (error instanceof ApiError && error.fields.brief) || errorMessage(error, locale);

  const generate = (event: FormEvent) => {
    event.preventDefault();
    if (!brief.trim()) {
      toast.error(t('design.brief.empty'));
      return;
    }
    create.mutate(
      { brief: brief.trim(), locale },
      {
        onSuccess: (created) => select(created.id),
        onError: (error) => toast.error(t('design.error.generate'), { description: briefError(error) }),
      },
    );
  };

  const regenerateFromBrief = () => {
    if (!current || !brief.trim()) return;
    update.mutate(
      { id: current.id, brief: brief.trim(), locale },
      {
        onError: (error) => toast.error(t('design.error.generate'), { description: briefError(error) }),
      },
    );
  };

  const dirty = Boolean(current && draft && !sameSpec(current.spec, draft));

  /** The design as the page shows it, saved first when the form changed it (what is shared is what is seen). */
  const saved = async (): Promise<DesignDetail | null> => {
    if (!current || !draft) return null;
    if (!dirty) return current;
    return update.mutateAsync({ id: current.id, spec: draft, locale });
  };

  const save = () =>
    void saved().catch((error: unknown) =>
      toast.error(t('design.error.generate'), { description: errorMessage(error, locale) }),
    );

  return (
    <div className="grid gap-6">
      <header className="max-w-3xl">
        <h1 className="font-display text-4xl">{t('design.title')}</h1>
        <p className="text-muted-foreground">{t('design.subtitle')}</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <Card>
            <CardContent className="pt-6">
              <form onSubmit={generate} className="grid gap-3">
                <FormField
                  label={t('design.brief.label')}
                  hint={
                    settings.data?.capabilities.briefModel
                      ? t('design.brief.engine.model')
                      : t('design.brief.engine.offline')
                  }
                >
                  {(wiring) => (
                    <Textarea
                      {...wiring}
                      rows={3}
                      maxLength={2000}
                      value={brief}
                      placeholder={t('design.brief.placeholder')}
                      onChange={(event) => setBrief(event.target.value)}
                    />
                  )}
                </FormField>
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" loading={create.isPending}>
                    {t('design.brief.generate')}
                  </Button>
                  {current ? (
                    <Button
                      type="button"
                      variant="outline"
                      onClick={regenerateFromBrief}
                      loading={update.isPending}
                    >
                      {t('design.brief.regenerate')}
                    </Button>
                  ) : null}
                </div>
              </form>
              <PhotoReader brief={brief} onCreated={select} />
            </CardContent>
          </Card>

          {design.error ? (
            <p role="alert" className="text-destructive text-sm">
              {t('design.error.load')} : {errorMessage(design.error, locale)}
            </p>
          ) : null}

          {current && draft ? (
            <Card>
              <CardHeader>
                <CardTitle className="text-xl">{t('design.spec.title')}</CardTitle>
                <CardDescription>{current.title}</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4">
                <section aria-labelledby="unparsed-title" className="grid gap-1">
                  <h2 id="unparsed-title" className="font-medium text-sm">
                    {t('design.unparsed.title')}
                  </h2>
                  {current.unparsed.length ? (
                    <ul className="flex flex-wrap gap-1" data-testid="unparsed-words">
                      {current.unparsed.map((word) => (
                        <li key={word}>
                          <Badge variant="outline">{word}</Badge>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-muted-foreground text-sm">{t('design.unparsed.none')}</p>
                  )}
                </section>
                {current.notMade.length ? (
                  <section aria-labelledby="not-made-title" className="grid gap-1">
                    <h2 id="not-made-title" className="font-medium text-sm">
                      {t('design.notMade.title')}
                    </h2>
                    <ul className="grid gap-1 text-sm" data-testid="not-made">
                      {current.notMade.map((item) => (
                        <li key={item.asked}>
                          {t('design.notMade.line', { asked: item.asked, nearest: item.nearest })}
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
                {current.fromPhoto ? <ReadingSummary fromPhoto={current.fromPhoto} /> : null}
                {current.manufacturability ? <CasterReport report={current.manufacturability} /> : null}
                <SpecForm spec={draft} onChange={setDraft} />
                <div className="flex flex-wrap items-center gap-3">
                  <Button onClick={save} disabled={!dirty} loading={update.isPending}>
                    {t('design.spec.save')}
                  </Button>
                  {dirty ? (
                    <span className="text-muted-foreground text-sm">{t('design.spec.unsaved')}</span>
                  ) : null}
                </div>
              </CardContent>
            </Card>
          ) : null}
        </div>

        <div className="grid content-start gap-6">
          {current && draft ? <DesignView design={current} draft={draft} saved={saved} /> : null}
          <DesignList
            selectedId={selectedId}
            selected={current}
            onSelect={(id) => {
              setBrief('');
              select(id);
            }}
            onNew={() => {
              setBrief('');
              select(null);
            }}
          />
        </div>
      </div>

      <PricingCard />
    </div>
  );
}

/** The 3D view, the figures in the metal shown, and what the design becomes. */
function DesignView({
  design,
  draft,
  saved,
}: {
  design: DesignDetail;
  draft: DesignSpecInput;
  saved: () => Promise<DesignDetail | null>;
}) {
  const { t, locale } = useI18n();
  const glb = useDesignFileUrl(design.id, design.version, 'model.glb');
  const usdz = useDesignFileUrl(design.id, design.version, 'model.usdz');
  const stl = useDesignFileUrl(design.id, design.version, 'model.stl');
  const picture = useDesignFileUrl(design.id, design.version, 'image.jpg');
  const figures = design.byMetal[draft.metal];
  const onlyMetalChanged = JSON.stringify({ ...design.spec, metal: draft.metal }) === JSON.stringify(draft);

  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <ModelViewer
          src={glb.url}
          iosSrc={usdz.url}
          variantName={draft.metal}
          poster={picture.url}
          alt={`${t('design.viewer.alt')} — ${design.title}`}
          labels={{
            loading: glb.error ? t('design.viewer.error') : t('design.viewer.loading'),
            error: t('design.viewer.error'),
            ar: t('design.viewer.ar'),
            arUnavailable: t('design.viewer.arUnavailable'),
          }}
        />
        <section aria-labelledby="figures-title" className="grid gap-2">
          <h2 id="figures-title" className="font-medium">
            {t('design.figures.title')}
          </h2>
          <dl className="grid grid-cols-3 gap-2 text-sm" aria-live="polite">
            <div>
              <dt className="text-muted-foreground">{t('design.figures.weight')}</dt>
              <dd data-testid="design-weight" className="font-medium">
                {onlyMetalChanged
                  ? t('design.figures.weightValue', { value: figures.weightG.toLocaleString(locale) })
                  : '—'}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('design.figures.stones')}</dt>
              <dd className="font-medium">
                {t('design.figures.stonesValue', {
                  count: design.estimate.stones,
                  carat: design.estimate.totalCarat.toLocaleString(locale),
                })}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t('design.figures.price')}</dt>
              <dd data-testid="design-price" className="font-medium">
                {onlyMetalChanged ? money(figures.price, design.currency, locale) : '—'}
              </dd>
            </div>
          </dl>
          <p className="text-muted-foreground text-xs">{t('design.figures.note')}</p>
        </section>
        <DesignActions design={design} saved={saved} />
        {stl.url ? (
          <a
            href={stl.url}
            download={`design-v${design.version}.stl`}
            className="w-fit text-gold-text text-sm underline-offset-4 hover:underline"
          >
            {t('design.actions.downloadStl')}
          </a>
        ) : null}
      </CardContent>
    </Card>
  );
}

function DesignActions({
  design,
  saved,
}: {
  design: DesignDetail;
  saved: () => Promise<DesignDetail | null>;
}) {
  const { t, locale } = useI18n();
  const base = useBasePath();
  const navigate = useNavigate();
  const share = useShareDesign();
  const order = useDesignOrder();
  const product = useDesignProduct();
  const [link, setLink] = useState<DesignShareLink | null>(null);
  const [clientName, setClientName] = useState('');
  const [clientEmail, setClientEmail] = useState('');
  const [clientError, setClientError] = useState<string | undefined>();
  const failed = (error: unknown) =>
    toast.error(t('design.actions.failed'), { description: errorMessage(error, locale) });

  useEffect(() => setLink(null), [design.id]);

  const shareNow = async () => {
    try {
      const current = await saved();
      if (!current) return;
      const created = await share.mutateAsync({ id: current.id });
      setLink(created);
      await navigator.clipboard?.writeText(created.url).catch(() => undefined);
      toast.success(t('design.actions.shared'), {
        description: t('design.actions.sharedText', { date: formatDate(created.expiresAt, locale) }),
      });
    } catch (error) {
      failed(error);
    }
  };

  const orderNow = async (event: FormEvent) => {
    event.preventDefault();
    if (!clientName.trim()) {
      setClientError(t('design.actions.clientRequired'));
      return;
    }
    setClientError(undefined);
    try {
      const current = await saved();
      if (!current) return;
      const created = await order.mutateAsync({
        id: current.id,
        client: { name: clientName.trim(), ...(clientEmail.trim() ? { email: clientEmail.trim() } : {}) },
        locale,
      });
      toast.success(t('design.actions.orderCreated', { number: created.number }), {
        action: {
          label: t('design.actions.orderOpen'),
          onClick: () => navigate(`${base}/orders?order=${created.id}`),
        },
      });
    } catch (error) {
      failed(error);
    }
  };

  const productNow = async () => {
    try {
      const current = await saved();
      if (!current) return;
      await product.mutateAsync({ id: current.id, locale });
      toast.success(t('design.actions.productCreated'));
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div className="grid gap-4 border-t pt-4">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void shareNow()} loading={share.isPending}>
          {t('design.actions.share')}
        </Button>
        <Button variant="outline" onClick={() => void productNow()} loading={product.isPending}>
          {t('design.actions.product')}
        </Button>
      </div>
      {link ? (
        <FormField label={t('design.actions.shareLink')}>
          {(wiring) => (
            <Input
              {...wiring}
              readOnly
              value={link.url}
              data-testid="share-link"
              onFocus={(e) => e.target.select()}
            />
          )}
        </FormField>
      ) : null}
      <form onSubmit={orderNow} className="grid gap-3 sm:grid-cols-2">
        <FormField label={t('design.actions.orderClient')} error={clientError} required>
          {(wiring) => (
            <Input
              {...wiring}
              value={clientName}
              maxLength={200}
              onChange={(e) => setClientName(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('design.actions.orderEmail')}>
          {(wiring) => (
            <Input
              {...wiring}
              type="email"
              value={clientEmail}
              maxLength={254}
              onChange={(e) => setClientEmail(e.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" className="w-fit" loading={order.isPending}>
          {t('design.actions.order')}
        </Button>
      </form>
    </div>
  );
}

const CASTER_LABELS = {
  parts: 'design.caster.parts',
  'claw-min-mm': 'design.caster.claw',
  'bezel-wall-min-mm': 'design.caster.bezel',
  'shank-min-mm': 'design.caster.shank',
  'seat-floor-min-mm': 'design.caster.seat',
  'post-min-mm': 'design.caster.post',
  'wire-min-mm': 'design.caster.wire',
  'stones-seated': 'design.caster.stones',
  'links-intersecting': 'design.caster.links',
} as const;

/** The manufacturability report: each check, its measured figure and the limit it is held to. */
function CasterReport({
  report,
}: {
  report: { ok: boolean; checks: { code: string; figure: number; limit: number; ok: boolean }[] };
}) {
  const { t, locale } = useI18n();
  const number = (value: number) => value.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB');
  return (
    <section aria-labelledby="caster-title" className="grid gap-1" data-testid="manufacturability">
      <h2 id="caster-title" className="font-medium text-sm">
        {t('design.caster.title')}
      </h2>
      <p className={report.ok ? 'text-muted-foreground text-sm' : 'text-destructive text-sm'}>
        {report.ok ? t('design.caster.ok') : t('design.caster.warn')}
      </p>
      <ul className="grid gap-1 text-sm">
        {report.checks.map((check) => {
          const key = CASTER_LABELS[check.code as keyof typeof CASTER_LABELS];
          return (
            <li key={check.code} className="flex justify-between gap-3">
              <span>{key ? t(key) : check.code}</span>
              <Badge variant={check.ok ? 'outline' : 'warning'}>
                {t('design.caster.figure', { figure: number(check.figure), limit: number(check.limit) })}
              </Badge>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
