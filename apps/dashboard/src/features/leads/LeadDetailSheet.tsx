import { type LeadDetail, useLead } from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DetailFact } from '#components/detail-sheet/DetailFact.tsx';
import { DetailSheet } from '#components/detail-sheet/DetailSheet.tsx';
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
  const query = useLead(leadId);
  return (
    <DetailSheet
      open={leadId !== null}
      onOpenChange={onOpenChange}
      query={query}
      onRetry={query.refetch}
      className="sm:max-w-lg"
      title={(lead) => (lead ? t('leads.detail.title', { name: lead.name }) : t('leads.title'))}
      description={(lead) =>
        t('leads.detail.received', {
          date: formatDate(lead.createdAt, locale, timeZone),
          time: formatTime(lead.createdAt, locale, timeZone),
        })
      }
      errorTitle={t('leads.error.title')}
      skeleton={['h-6 w-1/2', 'h-32']}
    >
      {(lead) => <LeadDetailBody key={lead.id} lead={lead} />}
    </DetailSheet>
  );
}

const linkClass =
  'inline-flex items-center gap-1.5 rounded-sm underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring';

function LeadDetailBody({ lead }: { lead: LeadDetail }) {
  const { t, locale } = useI18n();
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
          <DetailFact label={t('leads.detail.email')}>
            {lead.email ? (
              <a href={`mailto:${lead.email}`} className={linkClass}>
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                <span className="break-all">{lead.email}</span>
              </a>
            ) : (
              none
            )}
          </DetailFact>
          <DetailFact label={t('leads.detail.phone')}>
            {lead.phone ? (
              <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                {lead.phone}
              </a>
            ) : (
              none
            )}
          </DetailFact>
          {lead.budget ? <DetailFact label={t('leads.detail.budget')}>{lead.budget}</DetailFact> : null}
          <DetailFact label={t('leads.detail.client')}>
            {lead.client ? (
              <Link to={`${base}/clients?client=${lead.client.id}`} className={linkClass}>
                {t('leads.detail.clientLink', { name: lead.client.name })}
              </Link>
            ) : (
              <span className="text-muted-foreground">{t('leads.detail.clientNone')}</span>
            )}
          </DetailFact>
          {lead.order ? (
            <DetailFact label={t('leads.detail.order')}>
              <Link to={`${base}/orders?order=${lead.order.id}`} className={linkClass}>
                {t('leads.detail.orderLink', { number: lead.order.number })}
              </Link>
            </DetailFact>
          ) : null}
        </dl>
      </section>

      {lead.assistant ? (
        <section aria-labelledby="lead-score" className="grid gap-1 text-sm" data-testid="lead-score">
          <h3 id="lead-score" className="font-medium">
            {t('leads.detail.score', { score: lead.assistant.score })}
          </h3>
          <ul className="list-disc pl-5">
            {lead.assistant.reasons.map((reason) => (
              <li key={reason.code}>{reason.text[locale]}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {lead.message ? (
        <section aria-labelledby="lead-message" className="grid gap-1 text-sm">
          <h3 id="lead-message" className="font-medium">
            {t('leads.detail.message')}
          </h3>
          <p className="whitespace-pre-wrap break-words rounded-md bg-muted p-3">{lead.message}</p>
        </section>
      ) : null}

      {lead.photos.length > 0 ? (
        <section aria-labelledby="lead-photos" className="grid gap-2 text-sm" data-testid="lead-photos">
          <h3 id="lead-photos" className="font-medium">
            {t('leads.detail.photos', { count: lead.photos.length })}
          </h3>
          {/* Signed addresses, for members only and for an hour at most (ADR 049). */}
          <ul className="grid grid-cols-3 gap-2">
            {lead.photos.map((photo, index) =>
              photo.url ? (
                <li key={photo.id}>
                  <a
                    href={photo.url}
                    target="_blank"
                    rel="noreferrer"
                    className="block overflow-hidden rounded-md border outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <img
                      src={photo.url}
                      srcSet={photo.srcset ?? undefined}
                      sizes="10rem"
                      width={photo.width}
                      height={photo.height}
                      alt={t('leads.detail.photoAlt', { n: index + 1, name: lead.name })}
                      className="aspect-square size-full object-cover"
                      loading="lazy"
                    />
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      ) : null}

      {lead.items.length > 0 ? <LeadPieces pieces={lead.items} /> : null}

      <LeadActions lead={lead} />
      <LeadNoteForm lead={lead} />
    </div>
  );
}
