import { errorMessage } from '@carat/api-client';
import {
  type EnvelopeSize,
  type RepairDetail,
  type RepairStageMove,
  useMe,
  useMoveRepairStage,
  useOpenRepairTicket,
  useRepair,
} from '@carat/api-client/react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Skeleton,
  Textarea,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { REPAIR_STAGES, type RepairStage, repairMessagesFor } from '@carat/validation/repairs';
import { ArrowLeft, HandCoins, Pencil, Printer } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DetailFact } from '#components/detail-sheet/DetailFact.tsx';
import { DetailSection } from '#components/detail-sheet/DetailSection.tsx';
import { ChoiceField } from '#components/SelectField.tsx';
import { Thumbnail } from '#components/Thumbnail.tsx';
import { useBasePath } from '#lib/base-path.tsx';
import { formatDate, formatTime, money } from '#lib/format.ts';
import { CollectDialog } from './CollectDialog.tsx';
import { EditRepairDialog } from './EditRepairDialog.tsx';
import { markWords, pieceLine } from './piece.ts';
import { StageBadge } from './StageBadge.tsx';

/** The stages a job is moved to from its page, in order (collecting is its own dialog). */
const MOVES = ['quoted', 'bench', 'outside', 'ready'] as const;
const SIZES: readonly EnvelopeSize[] = ['a6', 'dl', 'c6'];
const isStage = (stage: string | null): stage is RepairStage =>
  stage !== null && (REPAIR_STAGES as readonly string[]).includes(stage);
const EVENTS = [
  'created',
  'updated',
  'quote_sent',
  'quote_approved',
  'payment',
  'email',
  'collected',
  'note',
] as const;
const isEvent = (kind: string): kind is (typeof EVENTS)[number] =>
  (EVENTS as readonly string[]).includes(kind);

/** A job's page: its figures, details and timeline; its stage moves, envelope and pickup. */
export function RepairPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const base = useBasePath();
  const job = useRepair(id);
  const me = useMe();
  const back = (
    <Link
      to={`${base}/repairs`}
      className="flex items-center gap-2 text-sm text-muted-foreground underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> {t('repairs.form.back')}
    </Link>
  );
  if (job.isLoading) {
    return (
      <div className="grid gap-6" aria-busy="true">
        {back}
        <span className="sr-only" role="status">
          {t('repairs.job.loading')}
        </span>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (job.error || !job.data) {
    return (
      <div className="grid gap-4">
        {back}
        <p className="text-destructive" role="alert">
          {t('repairs.job.error')}
        </p>
        <Button variant="outline" className="justify-self-start" onClick={() => void job.refetch()}>
          {t('repairs.job.retry')}
        </Button>
      </div>
    );
  }
  return (
    <JobView
      job={job.data}
      currency={job.data.currency || (me.data?.business.currency ?? 'GBP')}
      back={back}
    />
  );
}

function JobView({ job, currency, back }: { job: RepairDetail; currency: string; back: ReactNode }) {
  const { t, locale } = useI18n();
  const move = useMoveRepairStage();
  const ticket = useOpenRepairTicket();
  const [size, setSize] = useState<EnvelopeSize>('a6');
  const [outside, setOutside] = useState(false);
  const [collecting, setCollecting] = useState(false);
  const [editing, setEditing] = useState(false);
  const collected = job.stage === 'collected';
  const amount = (minor: number | null | undefined) =>
    minor == null ? t('repairs.job.none') : money(minor, currency, locale);

  const moveTo = async (change: RepairStageMove) => {
    try {
      await move.mutateAsync({ id: job.id, move: change });
      toast.success(
        t('repairs.job.moved', { number: job.number, stage: t(`repairs.stage.${change.stage}`) }),
      );
      return true;
    } catch (error) {
      toast.error(t('repairs.job.moveFailed'), { description: errorMessage(error, locale) });
      return false;
    }
  };

  const print = async () => {
    try {
      await ticket.mutateAsync({ id: job.id, size });
    } catch (error) {
      toast.error(t('repairs.job.printFailed'), { description: errorMessage(error, locale) });
    }
  };

  const workshop = job.workshop;
  const expected = job.expectedBack;
  const moves = MOVES.filter((stage) => job.nextStages.includes(stage));

  return (
    <div className="grid gap-6">
      {back}
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="font-display text-4xl">{t('repairs.job.title', { number: job.number })}</h1>
          <div className="flex flex-wrap gap-2">
            <StageBadge stage={job.stage} />
            {job.express ? <Badge variant="gold">{t('repairs.express')}</Badge> : null}
            {job.estimateOnly ? <Badge variant="info">{t('repairs.estimateOnly')}</Badge> : null}
            {job.overdue ? <Badge variant="destructive">{t('repairs.overdue')}</Badge> : null}
          </div>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-40">
            <ChoiceField
              label={t('repairs.job.envelopeSize')}
              value={size}
              onChange={(value) => setSize(value as EnvelopeSize)}
              options={SIZES.map((s) => ({ value: s, label: t(`repairs.size.${s}`) }))}
            />
          </div>
          <Button variant="outline" onClick={() => void print()} loading={ticket.isPending}>
            <Printer aria-hidden="true" /> {t('repairs.job.printEnvelope')}
          </Button>
          {collected ? null : (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" /> {t('repairs.edit.open')}
            </Button>
          )}
        </div>
      </header>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label={t('repairs.job.quote')} value={amount(job.quoteMinor)} testId="job-quote" />
        <Figure label={t('repairs.job.paid')} value={amount(job.paidMinor)} testId="job-paid" />
        <Figure label={t('repairs.job.balance')} value={amount(job.balanceMinor)} testId="job-balance" />
        {job.declaredValueMinor != null ? (
          <Figure
            label={t('repairs.job.declaredValue')}
            value={amount(job.declaredValueMinor)}
            testId="job-declared"
          />
        ) : null}
      </dl>

      {collected ? null : (
        <section className="grid gap-2" aria-labelledby="job-moves">
          <h2 id="job-moves" className="text-sm font-medium">
            {t('repairs.job.moveTo')}
          </h2>
          <div className="flex flex-wrap gap-2">
            {moves.map((stage) => (
              <Button
                key={stage}
                variant="outline"
                disabled={move.isPending}
                onClick={() => (stage === 'outside' ? setOutside(true) : void moveTo({ stage }))}
              >
                {t(`repairs.stage.${stage}`)}
              </Button>
            ))}
            {job.nextStages.includes('collected') ? (
              <Button onClick={() => setCollecting(true)}>
                <HandCoins aria-hidden="true" /> {t('repairs.job.collect')}
              </Button>
            ) : null}
          </div>
        </section>
      )}

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardContent className="grid gap-6 p-5">
            <DetailSection title={t('repairs.job.details')}>
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                <DetailFact label={t('repairs.job.client')}>
                  {job.client?.name ?? job.clientName ?? t('repairs.noClient')}
                  {job.client?.email ? (
                    <span className="block text-muted-foreground">{job.client.email}</span>
                  ) : null}
                  {job.client?.phone ? (
                    <span className="block text-muted-foreground">{job.client.phone}</span>
                  ) : null}
                </DetailFact>
                <DetailFact label={t('repairs.job.piece')}>
                  {pieceLine(job.piece, t)}
                  {job.piece.description ? (
                    <span className="block text-muted-foreground">{job.piece.description}</span>
                  ) : null}
                </DetailFact>
                <DetailFact label={t('repairs.job.due')}>
                  {job.dueDate ? formatDate(job.dueDate, locale) : t('repairs.job.none')}
                </DetailFact>
                <DetailFact label={t('repairs.job.deposit')}>{amount(job.depositMinor ?? 0)}</DetailFact>
                {workshop ? (
                  <DetailFact label={t('repairs.job.workshop')}>
                    {workshop}
                    {expected ? (
                      <span className="block text-muted-foreground">
                        {t('repairs.job.expectedBack')} : {formatDate(expected, locale)}
                      </span>
                    ) : null}
                  </DetailFact>
                ) : null}
                {job.piece.marks.length ? (
                  <DetailFact label={t('repairs.job.marks')}>{markWords(job.piece.marks, t)}</DetailFact>
                ) : null}
                {job.conditionNotes ? (
                  <DetailFact label={t('repairs.job.condition')}>{job.conditionNotes}</DetailFact>
                ) : null}
              </dl>
            </DetailSection>
            {job.work.length ? (
              <DetailSection title={t('repairs.job.work')}>
                <ul className="grid gap-1 text-sm">
                  {job.work.map((line, index) => (
                    <li key={`${line.label}-${index}`} className="flex justify-between gap-4">
                      <span>{line.label}</span>
                      <span className="tabular-nums">{money(line.priceMinor, currency, locale)}</span>
                    </li>
                  ))}
                </ul>
              </DetailSection>
            ) : null}
            {job.photos.length ? (
              <DetailSection title={t('repairs.job.photos')}>
                <ul className="flex flex-wrap gap-2">
                  {job.photos.map((photo, index) => (
                    <li key={photo.fileId}>
                      <Thumbnail
                        id={photo.fileId}
                        name={`${t('repairs.job.photos')} ${index + 1}`}
                        size="size-28"
                      />
                    </li>
                  ))}
                </ul>
              </DetailSection>
            ) : null}
            {job.intakeSignature || job.pickupSignature ? (
              <DetailSection title={t('repairs.job.signatures')}>
                <div className="grid gap-3 sm:grid-cols-2">
                  {job.intakeSignature ? (
                    <img
                      src={job.intakeSignature}
                      alt={t('repairs.job.intakeSignature')}
                      className="w-full rounded-md border border-border bg-white"
                    />
                  ) : null}
                  {job.pickupSignature ? (
                    <img
                      src={job.pickupSignature}
                      alt={t('repairs.job.pickupSignature')}
                      className="w-full rounded-md border border-border bg-white"
                    />
                  ) : null}
                </div>
              </DetailSection>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardContent className="p-5">
            <DetailSection title={t('repairs.job.timeline')}>
              {job.events.length ? (
                <ol className="grid gap-3 border-s border-border ps-4 text-sm" data-testid="job-timeline">
                  {job.events.map((entry) => (
                    <li key={entry.id} className="grid gap-0.5">
                      <span className="font-medium">
                        {entry.kind === 'stage' && isStage(entry.toStage)
                          ? t(`repairs.stage.${entry.toStage}`)
                          : isEvent(entry.kind)
                            ? t(`repairs.event.${entry.kind}`)
                            : entry.kind}
                      </span>
                      {entry.kind === 'payment' && typeof entry.detail.amountMinor === 'number' ? (
                        <span data-testid="timeline-payment">
                          {t(
                            entry.detail.at === 'online'
                              ? 'repairs.event.paymentOnline'
                              : 'repairs.event.paymentCounter',
                            { amount: money(entry.detail.amountMinor, currency, locale) },
                          )}
                        </span>
                      ) : null}
                      {entry.kind === 'email' && entry.detail.payLink === true ? (
                        <span>{t('repairs.event.emailPayLink')}</span>
                      ) : null}
                      {entry.note ? <span>{entry.note}</span> : null}
                      <span className="text-xs text-muted-foreground">
                        {formatDate(entry.createdAt, locale)} {formatTime(entry.createdAt, locale)}
                      </span>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-muted-foreground">{t('repairs.job.timelineEmpty')}</p>
              )}
            </DetailSection>
          </CardContent>
        </Card>
      </div>

      <OutsideDialog
        open={outside}
        onOpenChange={setOutside}
        pending={move.isPending}
        onSend={async (change) => {
          if (await moveTo(change)) setOutside(false);
        }}
      />
      <CollectDialog job={job} currency={currency} open={collecting} onOpenChange={setCollecting} />
      <EditRepairDialog job={job} currency={currency} open={editing} onOpenChange={setEditing} />
    </div>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg border border-border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-display text-2xl tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Sending a job to an outside workshop: who, and when it is expected back. */
function OutsideDialog({
  open,
  onOpenChange,
  pending,
  onSend,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onSend: (change: RepairStageMove) => Promise<void>;
}) {
  const { t, locale } = useI18n();
  const [workshop, setWorkshop] = useState('');
  const [expectedAt, setExpectedAt] = useState('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('repairs.outside.title')}</DialogTitle>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!workshop.trim()) {
              setMissing(true);
              return;
            }
            void onSend({
              stage: 'outside',
              workshop: workshop.trim(),
              expectedAt: expectedAt || null,
              note,
            });
          }}
        >
          <FormField
            label={t('repairs.outside.workshop')}
            required
            error={missing ? repairMessagesFor(locale)['repair.workshop.required'] : undefined}
          >
            <Input value={workshop} onChange={(event) => setWorkshop(event.target.value)} />
          </FormField>
          <FormField label={t('repairs.outside.expected')}>
            <Input type="date" value={expectedAt} onChange={(event) => setExpectedAt(event.target.value)} />
          </FormField>
          <FormField label={t('repairs.outside.note')}>
            <Textarea rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('repairs.form.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('repairs.outside.send')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
