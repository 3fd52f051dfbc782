import { errorMessage } from '@carat/api-client';
import {
  useMe,
  useOpenValuationCertificate,
  useValuation,
  useValuations,
  type Valuation,
} from '@carat/api-client/react';
import { Badge, Button, Card, CardContent, Skeleton, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Plus, ScrollText } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { ClientPicker } from '#components/ClientPicker.tsx';
import { PageHeader } from '#components/list-page/PageHeader.tsx';
import { formatDate, money } from '#lib/format.ts';
import { ValuationForm } from './ValuationForm.tsx';

/**
 * 'Évaluations': a client's valuations (every version, the superseded ones marked), each certificate a click
 * away; a new valuation, or a new version prefilled from an old one. The client and the form open from the
 * address (`?client=`, `?new=1`, `?replaces=`), so a reload keeps them.
 */
export function ValuationsPage() {
  const { t, locale } = useI18n();
  const [params, setParams] = useSearchParams();
  const clientId = params.get('client') ?? '';
  const creating = params.get('new') === '1';
  const replacesId = params.get('replaces');
  const me = useMe();
  const currency = me.data?.business.currency ?? 'GBP';
  const valuations = useValuations({ clientId }, { enabled: Boolean(clientId) });
  const certificate = useOpenValuationCertificate();
  // A new version starts from the old one's metal, stones and photos, read in full.
  const replacing = useValuation(replacesId);
  const replaces = replacesId ? (replacing.data ?? null) : null;

  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const openCertificate = async (valuation: Valuation) => {
    try {
      await certificate.mutateAsync({ id: valuation.id });
    } catch (error) {
      toast.error(t('valuations.certificateFailed'), { description: errorMessage(error, locale) });
    }
  };

  const formOpen = Boolean(clientId) && (creating || (replacesId !== null && replaces !== null));

  return (
    <div className="grid gap-6">
      <PageHeader
        title={t('valuations.title')}
        subtitle={t('valuations.subtitle')}
        actions={
          clientId && !formOpen ? (
            <Button onClick={() => set({ new: '1', replaces: null })}>
              <Plus aria-hidden="true" /> {t('valuations.new')}
            </Button>
          ) : null
        }
      />
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <section className="grid content-start gap-2" aria-labelledby="valuations-client">
          <h2 id="valuations-client" className="text-sm font-medium">
            {t('valuations.client')}
          </h2>
          <ClientPicker
            value={clientId}
            onChange={(client) => set({ client: client.id, new: null, replaces: null })}
            labels={{
              search: t('repairs.form.clientSearch'),
              pick: t('repairs.form.clientPick'),
              none: t('repairs.form.clientNone'),
            }}
          />
        </section>
        <section className="grid content-start gap-4">
          {formOpen ? (
            <Card>
              <CardContent className="grid gap-4 p-5">
                <h2 className="font-display text-2xl">
                  {replaces
                    ? t('valuations.form.versionOf', { number: replaces.number })
                    : t('valuations.form.title')}
                </h2>
                <ValuationForm
                  key={replaces?.id ?? 'new'}
                  clientId={clientId}
                  currency={currency}
                  replaces={replaces}
                  onDone={() => set({ new: null, replaces: null })}
                  onCancel={() => set({ new: null, replaces: null })}
                />
              </CardContent>
            </Card>
          ) : null}
          {!clientId ? (
            <p className="text-muted-foreground">{t('valuations.pickClient')}</p>
          ) : valuations.isLoading ? (
            <Skeleton className="h-32 w-full" />
          ) : valuations.error ? (
            <div className="grid gap-2" role="alert">
              <p className="text-destructive">{t('valuations.error')}</p>
              <Button
                variant="outline"
                className="justify-self-start"
                onClick={() => void valuations.refetch()}
              >
                {t('repairs.job.retry')}
              </Button>
            </div>
          ) : valuations.data?.length ? (
            <ul className="grid gap-3" data-testid="valuations-list">
              {valuations.data.map((valuation) => (
                <li key={valuation.id}>
                  <Card>
                    <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
                      <div className="grid min-w-0 gap-1">
                        <p className="flex flex-wrap items-center gap-2 font-medium">
                          {valuation.number}
                          {valuation.version ? (
                            <Badge variant="secondary">
                              {t('valuations.version', { version: valuation.version })}
                            </Badge>
                          ) : null}
                          {valuation.supersededById ? (
                            <Badge variant="outline">{t('valuations.superseded')}</Badge>
                          ) : null}
                        </p>
                        <p className="truncate text-sm">{valuation.description}</p>
                        <p className="text-sm text-muted-foreground">
                          {money(valuation.replacementValueMinor, valuation.currency || currency, locale)}
                          {valuation.validUntil
                            ? ` · ${t('valuations.validUntil', { date: formatDate(valuation.validUntil, locale) })}`
                            : ''}
                        </p>
                      </div>
                      <div className="flex flex-wrap gap-2">
                        <Button variant="outline" size="sm" onClick={() => void openCertificate(valuation)}>
                          <ScrollText aria-hidden="true" /> {t('valuations.certificate')}
                        </Button>
                        {valuation.supersededById ? null : (
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() => set({ replaces: valuation.id, new: null })}
                          >
                            {t('valuations.newVersion')}
                          </Button>
                        )}
                      </div>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          ) : formOpen ? null : (
            <p className="text-muted-foreground">{t('valuations.empty')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
