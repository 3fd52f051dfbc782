import { errorMessage } from '@carat/api-client';
import { useDataExport, useRequestDataExport } from '@carat/api-client/react';
import { Button, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Archive } from 'lucide-react';
import { useState } from 'react';

/**
 * "Exporter toutes mes données" (Settings → Compte) or one client's data (the client sheet, for their
 * access request): asks for the ZIP, shows the job's progress, then says the link went by email.
 */
export function DataExportButton({ clientId, label }: { clientId?: string; label: string }) {
  const { t, locale } = useI18n();
  const request = useRequestDataExport();
  const [id, setId] = useState<string | null>(null);
  const progress = useDataExport(id);
  const status = progress.data?.status;
  const running = request.isPending || (id !== null && status !== 'ready' && status !== 'failed');

  const start = async () => {
    try {
      const created = await request.mutateAsync(clientId ? { clientId } : {});
      setId(created.id);
    } catch (error) {
      toast.error(t('account.export.failed'), { description: errorMessage(error, locale) });
    }
  };

  return (
    <div className="grid justify-items-start gap-2">
      <Button variant="outline" onClick={start} loading={running} disabled={running} className="gap-2">
        <Archive className="size-4" aria-hidden="true" />
        {label}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {id === null
          ? null
          : status === 'ready'
            ? t('account.export.sent')
            : status === 'failed'
              ? t('account.export.failed')
              : t('account.export.progress', { percent: progress.data?.progress ?? 0 })}
      </p>
    </div>
  );
}
