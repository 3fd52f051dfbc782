import { ApiError, errorMessage } from '@carat/api-client';
import {
  type ModeratedReview,
  type ReviewModerationChange,
  useModerateReview,
} from '@carat/api-client/react';
import { Badge, Button, Card, CardContent, FormField, Textarea, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { BadgeCheck, Eye, EyeOff, MessageSquareReply, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDate } from '#lib/format.ts';

/** One review: who, the stars, the text, its badges, and the moderation its `actions` allow. */
export function ReviewCard({ review }: { review: ModeratedReview }) {
  const { t, locale } = useI18n();
  const moderate = useModerateReview();
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState(review.reply ?? '');
  const [replyError, setReplyError] = useState<string | undefined>();
  const formId = useId();
  const can = (action: ModeratedReview['actions'][number]) => review.actions.includes(action);

  const change = async (body: ReviewModerationChange, done: string) => {
    try {
      await moderate.mutateAsync({ id: review.id, change: body });
      toast.success(done);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.fields.reply) setReplyError(error.fields.reply);
      else toast.error(t('reviews.saveFailed'), { description: errorMessage(error, locale) });
      return false;
    }
  };

  return (
    <Card>
      <CardContent className="grid gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1">
            <h2 className="flex flex-wrap items-center gap-2 font-medium">
              {review.name}
              {review.verified ? (
                <Badge
                  variant="gold"
                  title={
                    review.verification === 'automatic'
                      ? t('reviews.verified.automatic')
                      : t('reviews.verified.manual')
                  }
                >
                  <BadgeCheck className="size-3" aria-hidden="true" />
                  {t('reviews.verified')}
                </Badge>
              ) : null}
              <Badge variant={review.status === 'hidden' ? 'secondary' : 'success'}>
                {t(`reviews.status.${review.status}`)}
              </Badge>
            </h2>
            <p className="text-sm text-muted-foreground">
              {review.email ? `${review.email} · ` : ''}
              {formatDate(review.createdAt, locale)}
            </p>
          </div>
          <p
            className="flex items-center gap-0.5"
            role="img"
            aria-label={t('reviews.rating', { rating: review.rating })}
          >
            {[1, 2, 3, 4, 5].map((n) => (
              <Star
                key={n}
                aria-hidden="true"
                className={n <= review.rating ? 'size-4 fill-gold text-gold' : 'size-4 text-muted-foreground'}
              />
            ))}
          </p>
        </div>
        {review.product ? (
          <p className="text-sm text-muted-foreground">
            {t('reviews.onPiece', { name: review.product.name })}
          </p>
        ) : null}
        <p className="whitespace-pre-line">{review.comment}</p>
        {review.verified && review.verification ? (
          <p className="text-xs text-muted-foreground">{t(`reviews.verified.${review.verification}`)}</p>
        ) : null}
        {review.reply && !replying ? (
          <div className="rounded-md border-s-2 border-gold bg-muted/50 p-3 text-sm">
            <p className="font-medium">{t('reviews.reply.yours')}</p>
            <p className="whitespace-pre-line">{review.reply}</p>
          </div>
        ) : null}
        {replying ? (
          <form
            id={formId}
            className="grid gap-2"
            onSubmit={async (event) => {
              event.preventDefault();
              if (await change({ reply }, t('reviews.reply.saved'))) setReplying(false);
            }}
          >
            <FormField label={t('reviews.reply.label')} hint={t('reviews.reply.hint')} error={replyError}>
              <Textarea
                rows={3}
                value={reply}
                onChange={(e) => {
                  setReply(e.target.value);
                  setReplyError(undefined);
                }}
              />
            </FormField>
            <div className="flex gap-2">
              <Button type="submit" size="sm" loading={moderate.isPending}>
                {t('reviews.reply.save')}
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => setReplying(false)}>
                {t('reviews.reply.cancel')}
              </Button>
            </div>
          </form>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {can('hide') ? (
            <Button
              size="sm"
              variant="outline"
              disabled={moderate.isPending}
              onClick={() => void change({ status: 'hidden' }, t('reviews.hidden'))}
            >
              <EyeOff aria-hidden="true" />
              {t('reviews.action.hide')}
            </Button>
          ) : null}
          {can('show') ? (
            <Button
              size="sm"
              variant="outline"
              disabled={moderate.isPending}
              onClick={() => void change({ status: 'published' }, t('reviews.shown'))}
            >
              <Eye aria-hidden="true" />
              {t('reviews.action.show')}
            </Button>
          ) : null}
          {can('verify') ? (
            <Button
              size="sm"
              variant="outline"
              disabled={moderate.isPending}
              onClick={() => void change({ verified: true }, t('reviews.markedVerified'))}
            >
              <BadgeCheck aria-hidden="true" />
              {t('reviews.action.verify')}
            </Button>
          ) : null}
          {can('reply') && !replying ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setReply(review.reply ?? '');
                setReplying(true);
              }}
            >
              <MessageSquareReply aria-hidden="true" />
              {review.reply ? t('reviews.action.editReply') : t('reviews.action.reply')}
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
