import { errorMessage } from '@carat/api-client';
import { type LeadDetail, useLead } from '@carat/api-client/react';
import { Button, Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, Skeleton } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useBasePath } from '#lib/base-path.tsx';
import { formatDate, formatTime } from '#lib/format.ts';
import { LeadActions } from './LeadActions.tsx';
import { LeadKindBadge, LeadStatusBadge } from './LeadBadges.tsx';
import { LeadNoteForm } from './LeadNoteForm.tsx';
import { LeadPieces } from './LeadPieces.tsx';

/** One request: who sent it and how to reach them, what they asked, and what to do with it. */
export function LeadDetailSheet({
  leadId,
  timeZone,
  onOpenChange,
}: {
  leadId: string | null;
  timeZone: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, locale } = useI18n();
  const { data: lead, isLoading, error, refetch } = useLead(leadId);
  return (
    <Sheet open={leadId !== null} onOpenChange={onOpenChange}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-lg" closeLabel={t('common.close')}>
        <SheetHeader>
          <SheetTitle>{lead ? t('leads.detail.title', { name: lead.name }) : t('leads.title')}</SheetTitle>
          <SheetDescription>
            {lead
              ? t('leads.detail.received', {
                  date: formatDate(lead.createdAt, locale, timeZone),
                  time: formatTime(lead.createdAt, locale, timeZone),
                })
              : null}
          </SheetDescription>
        </SheetHeader>
        {isLoading ? (
          <div className="grid gap-3" role="status" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-32" />
          </div>
        ) : error || !lead ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-destructive">{error ? errorMessage(error, locale) : t('leads.error.title')}</p>
            <Button variant="outline" onClick={() => refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <LeadDetailBody key={lead.id} lead={lead} />
        )}
      </SheetContent>
    </Sheet>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

const linkClass =
  'inline-flex items-center gap-1.5 rounded-sm underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring';

function LeadDetailBody({ lead }: { lead: LeadDetail }) {
  const { t } = useI18n();
  const base = useBasePath();
  const none = t('leads.detail.none');
  return (
    <div className="grid gap-6" data-testid="lead-detail">
      <div className="flex flex-wrap items-center gap-2">
        <LeadStatusBadge status={lead.status} />
        <LeadKindBadge kind={lead.kind} />
      </div>

      <section aria-labelledby="lead-contact" className="grid gap-2">
        <h3 id="lead-contact" className="font-medium">
          {t('leads.detail.contact')}
        </h3>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
          <Fact label={t('leads.detail.email')}>
            <a href={`mailto:${lead.email}`} className={linkClass}>
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <span className="break-all">{lead.email}</span>
            </a>
          </Fact>
          <Fact label={t('leads.detail.phone')}>
            {lead.phone ? (
              <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                {lead.phone}
              </a>
            ) : (
              none
            )}
          </Fact>
          {lead.budget ? <Fact label={t('leads.detail.budget')}>{lead.budget}</Fact> : null}
          <Fact label={t('leads.detail.client')}>
            {lead.client ? (
              <Link to={`${base}/clients?client=${lead.client.id}`} className={linkClass}>
                {t('leads.detail.clientLink', { name: lead.client.name })}
              </Link>
            ) : (
              <span className="text-muted-foreground">{t('leads.detail.clientNone')}</span>
            )}
          </Fact>
          {lead.order ? (
            <Fact label={t('leads.detail.order')}>
              <Link to={`${base}/orders?order=${lead.order.id}`} className={linkClass}>
                {t('leads.detail.orderLink', { number: lead.order.number })}
              </Link>
            </Fact>
          ) : null}
        </dl>
      </section>

      {lead.message ? (
        <section aria-labelledby="lead-message" className="grid gap-1 text-sm">
          <h3 id="lead-message" className="font-medium">
            {t('leads.detail.message')}
          </h3>
          <p className="whitespace-pre-wrap break-words rounded-md bg-muted p-3">{lead.message}</p>
        </section>
      ) : null}

      {lead.items.length > 0 ? <LeadPieces pieces={lead.items} /> : null}

      <LeadActions lead={lead} />
      <LeadNoteForm lead={lead} />
    </div>
  );
}
