import { Button, Card, CardContent } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { env } from '#lib/env.ts';

/**
 * The home's Quick Start Guide. 'Configurer la prise de rendez-vous' opens the jeweller's own booking
 * wizard (`/s/{slug}/appointment`), never the demo jeweller's (`/appointment`); until the business is
 * known it leads to the back office's appointments.
 */
export function QuickStart({ slug }: { slug: string | undefined }) {
  const { t } = useI18n();
  return (
    <Card>
      <CardContent className="grid gap-3 p-6">
        <h2 className="font-display text-2xl">{t('home.quickStart.title')}</h2>
        <ol className="grid gap-2 sm:grid-cols-3">
          <li>
            <QuickLink href="/dashboard/orders" internal label={t('home.quickStart.order')} />
          </li>
          <li>
            {slug ? (
              <QuickLink href={bookingWizardUrl(slug)} label={t('home.quickStart.booking')} />
            ) : (
              <QuickLink href="/dashboard/appointments" internal label={t('home.quickStart.booking')} />
            )}
          </li>
          <li>
            <QuickLink href={`${env.marketingUrl}/#pricing`} label={t('home.quickStart.features')} />
          </li>
        </ol>
        <Button asChild variant="link" className="justify-self-start px-0">
          <a href={`${env.marketingUrl}/#pricing`}>{t('home.viewPlans')}</a>
        </Button>
      </CardContent>
    </Card>
  );
}

/** The booking wizard of a jeweller's showroom. */
export const bookingWizardUrl = (slug: string) =>
  `${env.showroomUrl}/s/${encodeURIComponent(slug)}/appointment`;

function QuickLink({ href, label, internal }: { href: string; label: string; internal?: boolean }) {
  const className =
    'flex items-center justify-between gap-2 rounded-md border border-border p-4 text-sm hover:bg-muted';
  const content = (
    <>
      {label} <ArrowRight className="size-4" aria-hidden="true" />
    </>
  );
  return internal ? (
    <Link to={href} className={className}>
      {content}
    </Link>
  ) : (
    <a href={href} className={className}>
      {content}
    </a>
  );
}
