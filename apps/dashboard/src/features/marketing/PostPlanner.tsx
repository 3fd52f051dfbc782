import { errorMessage } from '@carat/api-client';
import { type MarketingPost, useDeletePost, useMarketingPosts, useSavePost } from '@carat/api-client/react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  Input,
  Label,
  Textarea,
  toast,
} from '@carat/ui';
import { intlLocale, useI18n } from '@carat/ui/i18n';
import type { VisualFormatId } from '@carat/validation/marketing';
import { CalendarPlus, FileImage, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ListSkeleton, ListStates } from '#components/ListStates.tsx';

export interface PostDraft {
  network: 'instagram' | 'facebook';
  text: string;
  hashtags: string[];
  link: string;
}

/** The visual chosen in the studio: a piece or a design, in a format. */
export type VisualChoice =
  | { productId: string; designId?: undefined; format: VisualFormatId }
  | { designId: string; productId?: undefined; format: VisualFormatId };

/** '2026-12-14T09:30' (the datetime-local field, the browser's time) → ISO with offset. */
function plannedIso(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Saving a caption as a post: the text (editable), the day it is planned for, and the chosen visual drawn
 * and kept in the library with it. Carat does not publish: the calendar shows the plan.
 */
export function SavePostCard({
  draft,
  visual,
  onDone,
}: {
  draft: PostDraft;
  visual: VisualChoice | null;
  onDone: () => void;
}) {
  const { t, locale } = useI18n();
  const save = useSavePost();
  const ids = useId();
  const [caption, setCaption] = useState(draft.text);
  const [plannedAt, setPlannedAt] = useState('');
  const [withVisual, setWithVisual] = useState(visual !== null);

  const submit = () =>
    save.mutate(
      {
        network: draft.network,
        caption,
        hashtags: draft.hashtags,
        link: draft.link,
        plannedAt: plannedIso(plannedAt),
        ...(withVisual && visual ? { visual: { ...visual, type: 'jpeg' as const, locale } } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t('marketing.posts.postSaved'));
          onDone();
        },
        onError: (error) =>
          toast.error(t('marketing.posts.postFailed'), { description: errorMessage(error, locale) }),
      },
    );

  return (
    <Card data-testid="save-post">
      <CardHeader>
        <CardTitle className="text-xl">
          {t('marketing.posts.planTitle')}{' '}
          <Badge variant="outline">{t(`marketing.platform.${draft.network}`)}</Badge>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor={`${ids}-caption`}>{t('marketing.posts.caption')}</Label>
            <Textarea
              id={`${ids}-caption`}
              rows={6}
              maxLength={2200}
              required
              value={caption}
              onChange={(event) => setCaption(event.target.value)}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${ids}-planned`}>{t('marketing.posts.plannedAt')}</Label>
            <Input
              id={`${ids}-planned`}
              type="datetime-local"
              value={plannedAt}
              onChange={(event) => setPlannedAt(event.target.value)}
            />
          </div>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${ids}-visual`}
              disabled={!visual}
              checked={withVisual && visual !== null}
              onCheckedChange={(on) => setWithVisual(on === true)}
            />
            <Label htmlFor={`${ids}-visual`} className="font-normal">
              {visual
                ? t('marketing.posts.withVisual', { format: t(`marketing.format.${visual.format}`) })
                : t('marketing.posts.noVisual')}
            </Label>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={save.isPending} disabled={!caption.trim()}>
              <CalendarPlus aria-hidden="true" /> {t('marketing.posts.savePost')}
            </Button>
            <Button type="button" variant="ghost" onClick={onDone}>
              {t('marketing.posts.cancel')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** The saved posts, planned ones first by date, each removable. */
export function PlannedPosts() {
  const { t, locale } = useI18n();
  const posts = useMarketingPosts();
  const remove = useDeletePost();
  const dateFormat = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
  const list = {
    ...posts,
    data: posts.data ? { items: posts.data.items, total: posts.data.items.length } : undefined,
  };
  return (
    <section aria-labelledby="marketing-posts" className="grid content-start gap-3">
      <h2 id="marketing-posts" className="font-display text-2xl">
        {t('marketing.posts.planned')}
      </h2>
      <ListStates
        list={list}
        skeleton={<ListSkeleton count={3} />}
        errorTitle={t('marketing.posts.postsError')}
        filtered={false}
        empty={{
          icon: <CalendarPlus aria-hidden="true" />,
          title: t('marketing.posts.postsEmpty'),
          description: t('marketing.posts.postsEmptyHint'),
          action: null,
        }}
      >
        {(page) => (
          <ul className="grid gap-2" data-testid="planned-posts">
            {page.items.map((post: MarketingPost) => (
              <li key={post.id} className="grid gap-1 rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex items-center gap-2">
                    <Badge variant="outline">{t(`marketing.platform.${post.network}`)}</Badge>
                    <span className="text-muted-foreground">
                      {post.plannedAt
                        ? dateFormat.format(new Date(post.plannedAt))
                        : t('marketing.posts.notPlanned')}
                    </span>
                  </span>
                  <span className="flex items-center gap-1">
                    {post.visual && post.libraryItemId ? (
                      <Badge variant="secondary">
                        <FileImage aria-hidden="true" className="size-3" />{' '}
                        {t(`marketing.format.${post.visual.format}`)}
                      </Badge>
                    ) : null}
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={t('marketing.posts.deletePost')}
                      loading={remove.isPending && remove.variables === post.id}
                      onClick={() =>
                        remove.mutate(post.id, {
                          onError: (error) =>
                            toast.error(t('marketing.posts.postFailed'), {
                              description: errorMessage(error, locale),
                            }),
                        })
                      }
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </span>
                </div>
                <p className="line-clamp-3 whitespace-pre-wrap">{post.caption}</p>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}
