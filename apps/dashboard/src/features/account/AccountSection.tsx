import { errorMessage } from '@carat/api-client';
import { useAccountDeletion, useExportClients, useMe } from '@carat/api-client/react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useUndoDeletion } from './AccountDeletionBanner.tsx';
import { BackupStatusLine } from './BackupStatusLine.tsx';
import { DataExportButton } from './DataExportButton.tsx';
import { DeleteAccountDialog } from './DeleteAccountDialog.tsx';
import { useDeletionDate } from './deletion-date.ts';

/**
 * Settings → Security → Compte (the spec keeps Settings to six tabs; the privacy policy's "Settings >
 * Account > delete my account" is this section): export the data, delete the account or take it back.
 */
export function AccountSection() {
  const { t, locale } = useI18n();
  const deletion = useAccountDeletion();
  const me = useMe();
  const exportClients = useExportClients();
  const [open, setOpen] = useState(false);
  const date = useDeletionDate(deletion.data?.scheduledFor);
  const { undo, pending } = useUndoDeletion();

  const exportCsv = async () => {
    try {
      await exportClients.mutateAsync(locale);
    } catch (error) {
      toast.error(t('account.export.failed'), { description: errorMessage(error, locale) });
    }
  };

  return (
    <section aria-labelledby="account-section-title" className="grid grid-cols-[minmax(0,1fr)] gap-4 pt-2">
      <div className="grid gap-1">
        <h2 id="account-section-title" className="font-display text-2xl">
          {t('account.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('account.description')}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('account.export.title')}</CardTitle>
          <CardDescription>{t('account.export.body')}</CardDescription>
        </CardHeader>
        <CardContent className="grid justify-items-start gap-3">
          <Button variant="outline" onClick={exportCsv} loading={exportClients.isPending} className="gap-2">
            <Download className="size-4" aria-hidden="true" />
            {t('account.export.clients')}
          </Button>
          {/* The whole business's data is the owners' to take (the server answers 403 to staff). */}
          {me.data?.role === 'owner' ? (
            <>
              <p className="text-sm text-muted-foreground">{t('account.export.allBody')}</p>
              <DataExportButton label={t('account.export.all')} />
            </>
          ) : null}
        </CardContent>
      </Card>
      <BackupStatusLine />
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle>{t('account.delete.title')}</CardTitle>
          <CardDescription>{t('account.delete.body')}</CardDescription>
        </CardHeader>
        <CardContent className="grid justify-items-start gap-3">
          {deletion.data?.status === 'scheduled' && date ? (
            <>
              <p className="text-sm font-medium text-destructive">
                {t('account.delete.scheduled', { date })}
              </p>
              <Button variant="outline" onClick={undo} loading={pending}>
                {t('account.banner.undo')}
              </Button>
            </>
          ) : (
            <Button variant="destructive" onClick={() => setOpen(true)} disabled={!deletion.data}>
              {t('account.delete.open')}
            </Button>
          )}
        </CardContent>
      </Card>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} businesses={deletion.data?.businesses ?? []} />
    </section>
  );
}
