import { errorMessage } from '@carat/api-client';
import {
  type Captions,
  type CaptionsRequest,
  useCaptions,
  useDesigns,
  useDownloadVisual,
  useMarketingLibrary,
  useProductList,
  useSaveVisual,
  useVisualPreview,
  type VisualRequest,
} from '@carat/api-client/react';
import type { Locale } from '@carat/domain/locale';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Label,
  Skeleton,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import {
  CAPTION_OCCASIONS,
  type CaptionOccasion,
  VISUAL_FORMAT_IDS,
  type VisualFormatId,
} from '@carat/validation/marketing';
import { CalendarPlus, Copy, Download, ImagePlus, RefreshCw, Sparkles } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { CollectionOptions, NativeSelect, PiecePicker } from './fields.tsx';
import { PlannedPosts, type PostDraft, SavePostCard, type VisualChoice } from './PostPlanner.tsx';

const MAX_PIECES = 10;

/**
 * 'Publications': choose pieces, a collection or an occasion, get caption variants (another seed, other
 * variants), copy one; draw a visual of a piece in a format, preview it with its safe zone, download it as
 * PNG or JPEG, keep it in the library.
 */
export function PostsStudio() {
  const { t, locale } = useI18n();
  const products = useProductList();
  const captions = useCaptions();
  const [selected, setSelected] = useState<string[]>([]);
  const [collectionId, setCollectionId] = useState('');
  const [occasion, setOccasion] = useState<CaptionOccasion | ''>('');
  const [captionLocale, setCaptionLocale] = useState<Locale>(locale);
  const [seed, setSeed] = useState(0);
  const [result, setResult] = useState<Captions | null>(null);
  const [designId, setDesignId] = useState('');
  const [draft, setDraft] = useState<PostDraft | null>(null);
  const [visual, setVisual] = useState<VisualChoice | null>(null);
  const designs = useDesigns();
  const ids = useId();

  // 'A design from the design generator' writes about one design: it needs one chosen.
  const canWrite =
    occasion === 'design' ? designId !== '' : selected.length > 0 || collectionId !== '' || occasion !== '';
  const write = (nextSeed: number) => {
    setSeed(nextSeed);
    const request: CaptionsRequest = {
      locale: captionLocale,
      seed: nextSeed,
      ...(selected.length ? { productIds: selected } : {}),
      ...(collectionId ? { collectionId } : {}),
      ...(occasion ? { occasion } : {}),
      ...(occasion === 'design' ? { designId } : {}),
    };
    captions.mutate(request, {
      onSuccess: setResult,
      onError: (error) =>
        toast.error(t('marketing.posts.captionsFailed'), { description: errorMessage(error, locale) }),
    });
  };

  const copy = (text: string) =>
    navigator.clipboard
      .writeText(text)
      .then(() => toast.success(t('marketing.posts.copied')))
      .catch(() => toast.error(t('marketing.posts.copyFailed')));

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">{t('marketing.posts.subject')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">{t('marketing.posts.pieces')}</legend>
            <p className="text-xs text-muted-foreground">{t('marketing.posts.piecesHint')}</p>
            {products.isPending ? (
              <Skeleton className="h-24" />
            ) : products.data?.length ? (
              <PiecePicker
                className="max-h-60 rounded-md border p-2"
                selected={selected}
                max={MAX_PIECES}
                onChange={setSelected}
              />
            ) : (
              <p className="text-sm text-muted-foreground">{t('marketing.posts.noPieces')}</p>
            )}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-3">
            <div className="grid gap-1">
              <Label htmlFor={`${ids}-collection`}>{t('marketing.posts.collection')}</Label>
              <NativeSelect
                id={`${ids}-collection`}
                value={collectionId}
                onChange={(event) => setCollectionId(event.target.value)}
              >
                <option value="">{t('marketing.posts.noCollection')}</option>
                <CollectionOptions />
              </NativeSelect>
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${ids}-occasion`}>{t('marketing.posts.occasion')}</Label>
              <NativeSelect
                id={`${ids}-occasion`}
                value={occasion}
                onChange={(event) => setOccasion(event.target.value as CaptionOccasion | '')}
              >
                <option value="">{t('marketing.posts.noOccasion')}</option>
                {CAPTION_OCCASIONS.map((id) => (
                  <option key={id} value={id}>
                    {t(`marketing.occasion.${id}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {occasion === 'design' ? (
              <div className="grid gap-1">
                <Label htmlFor={`${ids}-design`}>{t('marketing.posts.design')}</Label>
                <NativeSelect
                  id={`${ids}-design`}
                  value={designId}
                  onChange={(event) => setDesignId(event.target.value)}
                >
                  <option value="">{t('marketing.posts.noDesign')}</option>
                  {designs.data?.items.map((design) => (
                    <option key={design.id} value={design.id}>
                      {design.title}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ) : null}
            <div className="grid gap-1">
              <Label htmlFor={`${ids}-locale`}>{t('marketing.posts.language')}</Label>
              <NativeSelect
                id={`${ids}-locale`}
                value={captionLocale}
                onChange={(event) => setCaptionLocale(event.target.value as Locale)}
              >
                <option value="fr">Français</option>
                <option value="en">English</option>
              </NativeSelect>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button disabled={!canWrite} loading={captions.isPending} onClick={() => write(seed)}>
              <Sparkles aria-hidden="true" /> {t('marketing.posts.write')}
            </Button>
            <Button
              variant="outline"
              disabled={!canWrite || !result}
              loading={captions.isPending}
              onClick={() => write(seed + 1)}
            >
              <RefreshCw aria-hidden="true" /> {t('marketing.posts.another')}
            </Button>
          </div>
        </CardContent>
      </Card>

      <section aria-labelledby={`${ids}-captions`} className="grid content-start gap-3">
        <h2 id={`${ids}-captions`} className="font-display text-2xl">
          {t('marketing.posts.captions')}
        </h2>
        {result ? (
          <ul className="grid gap-3" data-testid="caption-variants">
            {result.variants.map((variant, index) => (
              <li key={`${variant.platform}-${index}`}>
                <Card>
                  <CardContent className="grid gap-2 pt-4">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <Badge variant="outline">{t(`marketing.platform.${variant.platform}`)}</Badge>
                      <span className="flex flex-wrap gap-1">
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => void copy(`${variant.text}\n\n${variant.hashtags.join(' ')}`)}
                        >
                          <Copy aria-hidden="true" /> {t('marketing.posts.copy')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() =>
                            setDraft({
                              network: variant.platform,
                              text: variant.text,
                              hashtags: variant.hashtags,
                              link: variant.link,
                            })
                          }
                        >
                          <CalendarPlus aria-hidden="true" /> {t('marketing.posts.plan')}
                        </Button>
                      </span>
                    </div>
                    <p className="whitespace-pre-wrap text-sm" data-testid="caption-text">
                      {variant.text}
                    </p>
                    <p className="text-xs text-muted-foreground">{variant.hashtags.join(' ')}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t('marketing.posts.noCaptions')}</p>
        )}
      </section>

      <VisualStudio productIds={selected} onChoice={setVisual} />
      {draft ? (
        <SavePostCard
          key={`${draft.network}-${draft.text}`}
          draft={draft}
          visual={visual}
          onDone={() => setDraft(null)}
        />
      ) : null}
      <PlannedPosts />
      <Library />
    </div>
  );
}

const DESIGN_PREFIX = 'design:';

function VisualStudio({
  productIds,
  onChoice,
}: {
  productIds: string[];
  onChoice: (choice: VisualChoice | null) => void;
}) {
  const { t, locale } = useI18n();
  const products = useProductList();
  const designs = useDesigns();
  const preview = useVisualPreview();
  const download = useDownloadVisual();
  const save = useSaveVisual();
  const ids = useId();
  const [format, setFormat] = useState<VisualFormatId>('1080x1080');
  const [productId, setProductId] = useState('');
  const [url, setUrl] = useState<string | null>(null);
  const chosen = productId || productIds[0] || '';
  // The select's value names a piece by id, a design as 'design:<id>'.
  const subject = chosen.startsWith(DESIGN_PREFIX)
    ? { designId: chosen.slice(DESIGN_PREFIX.length) }
    : { productId: chosen };
  const name = subject.designId
    ? (designs.data?.items.find((design) => design.id === subject.designId)?.title ?? '')
    : (products.data?.find((product) => product.id === chosen)?.name ?? '');
  const request: VisualRequest = { ...subject, format, template: 'classic', locale };
  const { mutate } = preview;

  useEffect(() => {
    if (!chosen) {
      onChoice(null);
      return;
    }
    const target = chosen.startsWith(DESIGN_PREFIX)
      ? { designId: chosen.slice(DESIGN_PREFIX.length) }
      : { productId: chosen };
    onChoice({ ...target, format });
    mutate(
      { ...target, format, template: 'classic', locale, safeZone: true },
      { onSuccess: (blob) => setUrl(URL.createObjectURL(blob)) },
    );
  }, [chosen, format, locale, mutate, onChoice]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const failed = (error: unknown) =>
    toast.error(t('marketing.campaign.failed'), { description: errorMessage(error, locale) });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{t('marketing.posts.visual')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1">
            <Label htmlFor={`${ids}-piece`}>{t('marketing.posts.visualPiece')}</Label>
            <NativeSelect
              id={`${ids}-piece`}
              value={chosen}
              onChange={(event) => setProductId(event.target.value)}
            >
              <option value="" disabled>
                —
              </option>
              {products.data?.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name}
                </option>
              ))}
              {designs.data?.items.length ? (
                <optgroup label={t('marketing.posts.designs')}>
                  {designs.data.items.map((design) => (
                    <option key={design.id} value={`${DESIGN_PREFIX}${design.id}`}>
                      {design.title}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${ids}-format`}>{t('marketing.posts.format')}</Label>
            <NativeSelect
              id={`${ids}-format`}
              value={format}
              onChange={(event) => setFormat(event.target.value as VisualFormatId)}
            >
              {VISUAL_FORMAT_IDS.map((id) => (
                <option key={id} value={id}>
                  {t(`marketing.format.${id}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <figure className="grid gap-2">
          <div className="grid min-h-40 place-items-center rounded-md border bg-muted/40 p-2">
            {preview.isPending ? (
              <Skeleton className="h-64 w-full" />
            ) : preview.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {t('marketing.posts.previewFailed')}
              </p>
            ) : url ? (
              <img
                src={url}
                alt={t('marketing.posts.previewAlt', { name })}
                className="max-h-96 w-auto max-w-full object-contain"
              />
            ) : null}
          </div>
          <figcaption className="text-xs text-muted-foreground">{t('marketing.posts.safeZone')}</figcaption>
        </figure>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={!chosen}
            loading={download.isPending}
            onClick={() => download.mutate({ input: request, type: 'png' }, { onError: failed })}
          >
            <Download aria-hidden="true" /> {t('marketing.posts.downloadPng')}
          </Button>
          <Button
            variant="outline"
            disabled={!chosen}
            loading={download.isPending}
            onClick={() => download.mutate({ input: request, type: 'jpeg' }, { onError: failed })}
          >
            <Download aria-hidden="true" /> {t('marketing.posts.downloadJpeg')}
          </Button>
          <Button
            variant="outline"
            disabled={!chosen}
            loading={save.isPending}
            onClick={() =>
              save.mutate(request, {
                onSuccess: () => toast.success(t('marketing.posts.saved')),
                onError: failed,
              })
            }
          >
            <ImagePlus aria-hidden="true" /> {t('marketing.posts.save')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Library() {
  const { t } = useI18n();
  const library = useMarketingLibrary();
  return (
    <section aria-labelledby="marketing-library" className="grid content-start gap-3">
      <h2 id="marketing-library" className="font-display text-2xl">
        {t('marketing.posts.library')}
      </h2>
      {library.isPending ? (
        <Skeleton className="h-20" />
      ) : library.data?.items.length ? (
        <ul className="grid gap-2">
          {library.data.items.map((item) => (
            <li
              key={item.id}
              className="flex items-center justify-between gap-2 rounded-md border p-3 text-sm"
            >
              <span className="min-w-0 truncate">{item.title}</span>
              <Badge variant="outline">{t(`marketing.format.${item.format}`)}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('marketing.posts.libraryEmpty')} />
      )}
    </section>
  );
}
