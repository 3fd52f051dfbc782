import { errorMessage } from '@carat/api-client';
import {
  type Campaign,
  type CampaignInput,
  useAudienceCount,
  useCampaigns,
  useCreateCampaign,
  useProductList,
  useScheduleCampaign,
  useSendCampaignTest,
  useUpdateCampaign,
} from '@carat/api-client/react';
import type { Locale } from '@carat/domain/locale';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EmptyState,
  Input,
  Label,
  Skeleton,
  Textarea,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { AUDIENCE_KINDS, type AudienceKind, type CampaignBlock } from '@carat/validation/marketing';
import { ArrowDown, ArrowUp, CalendarClock, Mail, Plus, Save, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDate } from '#lib/format.ts';
import { CollectionOptions, NativeSelect, PiecePicker } from './fields.tsx';
import { SmsCampaignCard } from './SmsCampaignCard.tsx';

type BlockType = CampaignBlock['type'];
const BLOCK_TYPES: readonly BlockType[] = ['heading', 'text', 'pieces', 'image', 'button'];

/** A block as the editor holds it: every field a string so inputs stay controlled. */
interface Draft {
  name: string;
  subject: string;
  preheader: string;
  locale: Locale;
  blocks: CampaignBlock[];
  audience: { kind: AudienceKind; collectionId?: string };
}

/** The request body: the audience checked by the server (a collection audience needs its collection). */
const toInput = (draft: Draft): CampaignInput => ({
  ...draft,
  audience: draft.audience as CampaignInput['audience'],
});

function emptyBlock(type: BlockType): CampaignBlock {
  switch (type) {
    case 'heading':
      return { type, text: '' };
    case 'text':
      return { type, text: '' };
    case 'pieces':
      return { type, productIds: [] };
    case 'image':
      return { type, src: '', alt: '' };
    case 'button':
      return { type, label: '', href: '' };
  }
}

/** 'Campagnes': the list with counts, and the editor of one campaign. */
export function CampaignsPanel() {
  const { t, locale } = useI18n();
  const campaigns = useCampaigns();
  // The editor keeps its key when a new campaign is first saved, so its pending actions finish in place.
  const [editing, setEditing] = useState<{ key: string; campaign: Campaign | null } | null>(null);

  if (editing) {
    return (
      <CampaignEditor
        key={editing.key}
        campaign={editing.campaign}
        onBack={() => setEditing(null)}
        onSaved={(campaign) => setEditing({ key: editing.key, campaign })}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <SmsCampaignCard />
      <div>
        <Button onClick={() => setEditing({ key: 'new', campaign: null })}>
          <Plus aria-hidden="true" /> {t('marketing.campaigns.new')}
        </Button>
      </div>
      {campaigns.isPending ? (
        <Skeleton className="h-24" />
      ) : campaigns.isError ? (
        <div role="alert" className="grid gap-2">
          <p>{t('marketing.campaigns.error')}</p>
          <p className="text-sm text-muted-foreground">{errorMessage(campaigns.error, locale)}</p>
          <Button variant="outline" className="w-fit" onClick={() => void campaigns.refetch()}>
            {t('marketing.campaigns.retry')}
          </Button>
        </div>
      ) : campaigns.data.items.length === 0 ? (
        <EmptyState icon={<Mail aria-hidden="true" />} title={t('marketing.campaigns.empty')} />
      ) : (
        <ul className="grid gap-2">
          {campaigns.data.items.map((campaign) => (
            <li key={campaign.id}>
              <button
                type="button"
                onClick={() => setEditing({ key: campaign.id, campaign })}
                className="grid w-full gap-1 rounded-md border p-4 text-left hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{campaign.name}</span>
                  <Badge variant="outline" data-testid="campaign-status">
                    {t(`marketing.status.${campaign.status}`)}
                  </Badge>
                </span>
                <span className="text-sm text-muted-foreground">
                  {campaign.sentAt
                    ? t('marketing.campaigns.sentOn', { date: formatDate(campaign.sentAt, locale) })
                    : campaign.scheduledAt
                      ? t('marketing.campaigns.scheduledFor', {
                          date: formatDate(campaign.scheduledAt, locale),
                        })
                      : campaign.subject}
                </span>
                <span className="text-sm" data-testid="campaign-counts">
                  {t('marketing.campaigns.counts', {
                    sent: campaign.sentCount,
                    delivered: campaign.deliveredCount,
                    clicked: campaign.clickedCount,
                    unsubscribed: campaign.unsubscribedCount,
                  })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function CampaignEditor({
  campaign,
  onBack,
  onSaved,
}: {
  campaign: Campaign | null;
  onBack: () => void;
  onSaved: (campaign: Campaign) => void;
}) {
  const { t, locale } = useI18n();
  const ids = useId();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const schedule = useScheduleCampaign();
  const test = useSendCampaignTest();
  const [draft, setDraft] = useState<Draft>(() =>
    campaign
      ? {
          name: campaign.name,
          subject: campaign.subject,
          preheader: campaign.preheader,
          locale: campaign.locale,
          blocks: campaign.blocks as CampaignBlock[],
          audience: campaign.audience,
        }
      : {
          name: '',
          subject: '',
          preheader: '',
          locale,
          blocks: [{ type: 'heading', text: t('marketing.campaign.defaultHeading') }],
          audience: { kind: 'all' },
        },
  );
  const [when, setWhen] = useState('');
  // 'Envoyer maintenant' asks first, saying how many clients will receive it.
  const [confirmingSend, setConfirmingSend] = useState(false);
  const locked = campaign !== null && (campaign.status === 'sending' || campaign.status === 'sent');
  const audienceQuery = {
    kind: draft.audience.kind,
    ...(draft.audience.kind === 'collection' && draft.audience.collectionId
      ? { collectionId: draft.audience.collectionId }
      : {}),
  };
  const count = useAudienceCount(audienceQuery, {
    enabled: draft.audience.kind !== 'collection' || Boolean(draft.audience.collectionId),
  });

  const failed = (error: unknown) =>
    toast.error(t('marketing.campaign.failed'), { description: errorMessage(error, locale) });
  const blocks = draft.blocks as CampaignBlock[];
  const setBlocks = (next: CampaignBlock[]) => setDraft({ ...draft, blocks: next });
  const setBlock = (index: number, block: CampaignBlock) =>
    setBlocks(blocks.map((current, i) => (i === index ? block : current)));
  const move = (index: number, by: number) => {
    const next = [...blocks];
    const [block] = next.splice(index, 1);
    next.splice(index + by, 0, block!);
    setBlocks(next);
  };

  const save = async (): Promise<Campaign | null> => {
    try {
      const saved = campaign
        ? await update.mutateAsync({ id: campaign.id, change: toInput(draft) })
        : await create.mutateAsync(toInput(draft));
      toast.success(t('marketing.campaign.saved'));
      onSaved(saved);
      return saved;
    } catch (error) {
      failed(error);
      return null;
    }
  };
  const sendTest = async () => {
    const saved = await save();
    if (!saved) return;
    test.mutate(saved.id, {
      onSuccess: ({ to }) => toast.success(t('marketing.campaign.testSent', { to })),
      onError: failed,
    });
  };
  const scheduleAt = async (at: string | null) => {
    const saved = await save();
    if (!saved) return;
    schedule.mutate(
      { id: saved.id, ...(at ? { scheduledAt: new Date(at).toISOString() } : {}) },
      {
        onSuccess: (scheduled) => {
          toast.success(t('marketing.campaign.scheduled'));
          onSaved(scheduled);
        },
        onError: failed,
      },
    );
  };
  const busy = create.isPending || update.isPending || schedule.isPending || test.isPending;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid content-start gap-4">
        <Button variant="ghost" className="w-fit" onClick={onBack}>
          {t('marketing.campaign.back')}
        </Button>
        {locked ? <p role="status">{t('marketing.campaign.locked')}</p> : null}
        <fieldset disabled={locked} className="grid gap-4">
          <div className="grid gap-1">
            <Label htmlFor={`${ids}-name`}>{t('marketing.campaign.name')}</Label>
            <Input
              id={`${ids}-name`}
              value={draft.name}
              onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${ids}-subject`}>{t('marketing.campaign.subject')}</Label>
            <Input
              id={`${ids}-subject`}
              value={draft.subject}
              aria-describedby={`${ids}-subject-hint`}
              onChange={(e) => setDraft({ ...draft, subject: e.target.value })}
            />
            <p id={`${ids}-subject-hint`} className="text-xs text-muted-foreground">
              {t('marketing.campaign.subjectHint')}
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1">
              <Label htmlFor={`${ids}-preheader`}>{t('marketing.campaign.preheader')}</Label>
              <Input
                id={`${ids}-preheader`}
                value={draft.preheader ?? ''}
                onChange={(e) => setDraft({ ...draft, preheader: e.target.value })}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${ids}-locale`}>{t('marketing.campaign.language')}</Label>
              <NativeSelect
                id={`${ids}-locale`}
                value={draft.locale}
                onChange={(e) => setDraft({ ...draft, locale: e.target.value as Locale })}
              >
                <option value="fr">Français</option>
                <option value="en">English</option>
              </NativeSelect>
            </div>
          </div>

          <fieldset className="grid gap-3">
            <legend className="font-display text-xl">{t('marketing.campaign.blocks')}</legend>
            {blocks.map((block, index) => (
              <BlockFields
                key={index}
                block={block}
                index={index}
                count={blocks.length}
                onChange={(next) => setBlock(index, next)}
                onRemove={() => setBlocks(blocks.filter((_, i) => i !== index))}
                onMove={(by) => move(index, by)}
              />
            ))}
            <div className="flex flex-wrap gap-2">
              {BLOCK_TYPES.map((type) => (
                <Button
                  key={type}
                  size="sm"
                  variant="outline"
                  onClick={() => setBlocks([...blocks, emptyBlock(type)])}
                >
                  <Plus aria-hidden="true" /> {t(`marketing.block.${type}`)}
                </Button>
              ))}
            </div>
          </fieldset>

          <div className="grid gap-1">
            <Label htmlFor={`${ids}-audience`}>{t('marketing.campaign.audience')}</Label>
            <NativeSelect
              id={`${ids}-audience`}
              value={draft.audience.kind}
              onChange={(e) => setDraft({ ...draft, audience: { kind: e.target.value as AudienceKind } })}
            >
              {AUDIENCE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`marketing.audience.${kind}`)}
                </option>
              ))}
            </NativeSelect>
            {draft.audience.kind === 'collection' ? (
              <NativeSelect
                aria-label={t('marketing.posts.collection')}
                value={draft.audience.collectionId ?? ''}
                onChange={(e) =>
                  setDraft({ ...draft, audience: { kind: 'collection', collectionId: e.target.value } })
                }
              >
                <option value="" disabled>
                  —
                </option>
                <CollectionOptions />
              </NativeSelect>
            ) : null}
            <p className="text-sm text-muted-foreground" data-testid="audience-count" aria-live="polite">
              {count.data
                ? count.data.count === 1
                  ? t('marketing.audience.countOne')
                  : t('marketing.audience.count', { count: count.data.count })
                : '…'}
            </p>
          </div>
        </fieldset>

        {!locked ? (
          <div className="grid gap-3">
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" loading={busy} onClick={() => void save()}>
                <Save aria-hidden="true" /> {t('marketing.campaign.save')}
              </Button>
              <Button variant="outline" loading={busy} onClick={() => void sendTest()}>
                <Mail aria-hidden="true" /> {t('marketing.campaign.test')}
              </Button>
              <Button loading={busy} onClick={() => setConfirmingSend(true)}>
                <Send aria-hidden="true" /> {t('marketing.campaign.sendNow')}
              </Button>
            </div>
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid gap-1">
                <Label htmlFor={`${ids}-when`}>{t('marketing.campaign.scheduleAt')}</Label>
                <Input
                  id={`${ids}-when`}
                  type="datetime-local"
                  value={when}
                  onChange={(e) => setWhen(e.target.value)}
                />
              </div>
              <Button variant="outline" disabled={!when} loading={busy} onClick={() => void scheduleAt(when)}>
                <CalendarClock aria-hidden="true" /> {t('marketing.campaign.schedule')}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
      <CampaignPreview subject={draft.subject} blocks={blocks} />
      <Dialog open={confirmingSend} onOpenChange={setConfirmingSend}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('marketing.campaign.confirmSend.title')}</DialogTitle>
            <DialogDescription data-testid="confirm-send-count">
              {count.data
                ? count.data.count === 1
                  ? t('marketing.campaign.confirmSend.one')
                  : t('marketing.campaign.confirmSend.many', { count: count.data.count })
                : t('marketing.campaign.confirmSend.counting')}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirmingSend(false)}>
              {t('marketing.campaign.confirmSend.cancel')}
            </Button>
            <Button
              loading={busy}
              disabled={!count.data || count.data.count === 0}
              onClick={() => {
                setConfirmingSend(false);
                void scheduleAt(null);
              }}
            >
              <Send aria-hidden="true" /> {t('marketing.campaign.confirmSend.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function BlockFields({
  block,
  index,
  count,
  onChange,
  onRemove,
  onMove,
}: {
  block: CampaignBlock;
  index: number;
  count: number;
  onChange: (block: CampaignBlock) => void;
  onRemove: () => void;
  onMove: (by: number) => void;
}) {
  const { t } = useI18n();
  const label = t(`marketing.block.${block.type}`);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0 p-3">
        <CardTitle className="text-base">{label}</CardTitle>
        <div className="flex gap-1">
          <Button
            size="icon"
            variant="ghost"
            disabled={index === 0}
            aria-label={t('marketing.block.up')}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            disabled={index === count - 1}
            aria-label={t('marketing.block.down')}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button size="icon" variant="ghost" aria-label={t('marketing.block.remove')} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-2 p-3 pt-0">
        {block.type === 'heading' ? (
          <Input
            aria-label={label}
            value={block.text}
            onChange={(e) => onChange({ ...block, text: e.target.value })}
          />
        ) : block.type === 'text' ? (
          <Textarea
            aria-label={label}
            rows={4}
            value={block.text}
            onChange={(e) => onChange({ ...block, text: e.target.value })}
          />
        ) : block.type === 'pieces' ? (
          <PiecePicker
            className="max-h-48"
            selected={block.productIds}
            max={6}
            onChange={(productIds) => onChange({ ...block, productIds })}
          />
        ) : block.type === 'image' ? (
          <>
            <Input
              aria-label={t('marketing.block.imageUrl')}
              placeholder={t('marketing.block.imageUrl')}
              value={block.src}
              onChange={(e) => onChange({ ...block, src: e.target.value })}
            />
            <Input
              aria-label={t('marketing.block.imageAlt')}
              placeholder={t('marketing.block.imageAlt')}
              value={block.alt ?? ''}
              onChange={(e) => onChange({ ...block, alt: e.target.value })}
            />
          </>
        ) : (
          <>
            <Input
              aria-label={t('marketing.block.buttonLabel')}
              placeholder={t('marketing.block.buttonLabel')}
              value={block.label}
              onChange={(e) => onChange({ ...block, label: e.target.value })}
            />
            <Input
              aria-label={t('marketing.block.buttonHref')}
              placeholder={t('marketing.block.buttonHref')}
              value={block.href}
              onChange={(e) => onChange({ ...block, href: e.target.value })}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** A close reading of the email as clients will get it ({{firstName}} shown as typed). */
function CampaignPreview({ subject, blocks }: { subject: string; blocks: CampaignBlock[] }) {
  const { t } = useI18n();
  const products = useProductList();
  const names = new Map(products.data?.map((product) => [product.id, product.name]));
  return (
    <section aria-labelledby="campaign-preview" className="grid content-start gap-3">
      <h2 id="campaign-preview" className="font-display text-2xl">
        {t('marketing.campaign.preview')}
      </h2>
      <div className="grid gap-4 rounded-md border bg-[#faf7f0] p-4 text-[#14120f] sm:p-6">
        <p className="text-sm font-medium">{subject}</p>
        {blocks.map((block, index) => {
          const key = `${block.type}-${index}`;
          return previewBlock(block, key, names);
        })}
      </div>
    </section>
  );
}

function previewBlock(block: CampaignBlock, key: string, names: Map<string, string>) {
  switch (block.type) {
    case 'heading':
      return (
        <p key={key} className="font-display text-2xl">
          {block.text}
        </p>
      );
    case 'text':
      return (
        <p key={key} className="whitespace-pre-wrap text-sm">
          {block.text}
        </p>
      );
    case 'pieces':
      return (
        <ul key={key} className="grid grid-cols-2 gap-2 text-sm">
          {block.productIds.map((id) => (
            <li key={id} className="rounded border bg-white p-2 text-center">
              {names.get(id) ?? '…'}
            </li>
          ))}
        </ul>
      );
    case 'image':
      return block.src ? <img key={key} src={block.src} alt={block.alt ?? ''} className="w-full" /> : null;
    case 'button':
      return (
        <span key={key} className="mx-auto rounded-full bg-[#c9a227] px-6 py-3 text-sm font-bold uppercase">
          {block.label}
        </span>
      );
  }
}
