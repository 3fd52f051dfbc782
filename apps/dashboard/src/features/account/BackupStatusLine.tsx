import type { AccountBackups } from '@carat/api-client/react';
import { useAccountBackups } from '@carat/api-client/react';
import { Card, CardDescription, CardHeader, CardTitle } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { ShieldAlert, ShieldCheck } from 'lucide-react';

/** Settings → Compte: the installation's last backup — when, whether a restore verified it, its size. */
export function BackupStatusLine() {
  return <BackupStatusView backups={useAccountBackups()} />;
}

/** The line itself, from the query's state (loading, error, hosted, none yet, last backup). */
export function BackupStatusView({
  backups,
}: {
  backups: { isPending: boolean; isError: boolean; data?: AccountBackups };
}) {
  const { t, locale } = useI18n();
  const last = backups.data?.last;

  let line: React.ReactNode;
  if (backups.isPending) line = <span className="inline-block h-4 w-64 animate-pulse rounded bg-muted" />;
  else if (backups.isError) line = t('account.backups.error');
  else if (last) {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(last.createdAt),
    );
    const size = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: last.size >= 1_048_576 ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: 1,
    }).format(last.size >= 1_048_576 ? last.size / 1_048_576 : last.size / 1024);
    const Icon = last.verified ? ShieldCheck : ShieldAlert;
    line = (
      <span className="inline-flex flex-wrap items-center gap-1.5">
        <Icon
          className={last.verified ? 'size-4 text-success' : 'size-4 text-destructive'}
          aria-hidden="true"
        />
        {t('account.backups.last', { date, size })} ·{' '}
        {last.verified ? t('account.backups.verified') : t('account.backups.unverified')}
      </span>
    );
  } else if (backups.data?.mode === 'hosted') line = t('account.backups.hosted');
  else line = t('account.backups.none');

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('account.backups.title')}</CardTitle>
        <CardDescription data-testid="backup-status" aria-live="polite">
          {line}
        </CardDescription>
      </CardHeader>
    </Card>
  );
}
