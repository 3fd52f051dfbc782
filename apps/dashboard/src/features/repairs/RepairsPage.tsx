import { errorMessage } from '@carat/api-client';
import { findRepairs, type RepairSummary, useApi, useMe, useRepairRows } from '@carat/api-client/react';
import { Badge, Button, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { REPAIR_STAGES } from '@carat/validation/repairs';
import { Hammer, Plus, ScanLine } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FilterSelect } from '#components/ListToolbar.tsx';
import { ListPage } from '#components/list-page/ListPage.tsx';
import { type ListColumn, ListTable, RowOpenButton } from '#components/list-page/ListTable.tsx';
import { useBasePath } from '#lib/base-path.tsx';
import { formatDate, money } from '#lib/format.ts';
import { useListParams } from '#lib/useListParams.ts';
import { CustodyTile } from './CustodyTile.tsx';
import { pieceLine } from './piece.ts';
import { canScanWithCamera, ScanDialog } from './ScanDialog.tsx';
import { StageBadge } from './StageBadge.tsx';

/** What a scanned code names: the job number itself, or the last part of an address that ends with it. */
export const numberOfCode = (code: string) =>
  code
    .trim()
    .split(/[/?#=]/)
    .filter(Boolean)
    .pop() ?? '';

/**
 * 'Réparations': the jobs by stage, a search that also takes a scanned envelope (a USB scanner types the
 * number then Enter: an exact number opens the job), the camera scan where the browser reads codes.
 */
export function RepairsPage() {
  const { t, locale } = useI18n();
  const base = useBasePath();
  const api = useApi();
  const navigate = useNavigate();
  const listParams = useListParams();
  const { q, setFilter, oneOf } = listParams;
  const stage = oneOf('stage', REPAIR_STAGES);
  const me = useMe();
  const currency = me.data?.business.currency ?? 'GBP';
  const list = useRepairRows({ ...listParams.rowsQuery(), stage: stage ?? undefined });
  const [scanning, setScanning] = useState(false);
  const [canScan] = useState(canScanWithCamera);

  const open = useCallback((id: string) => navigate(`${base}/repairs/${id}`), [navigate, base]);

  /**
   * Opens the job whose number is exactly `code` (typed then Enter, a USB scanner, or the camera); says so
   * when there is none, or when the search could not be made.
   */
  const openByNumber = useCallback(
    async (code: string) => {
      const number = numberOfCode(code);
      if (!number) return;
      try {
        const match = (await findRepairs(api, number)).find(
          (job) => job.number.toLowerCase() === number.toLowerCase(),
        );
        if (match) open(match.id);
        else toast.error(t('repairs.scan.notFound', { number }));
      } catch (error) {
        toast.error(t('repairs.scan.notFound', { number }), { description: errorMessage(error, locale) });
      }
    },
    [api, open, t, locale],
  );

  const onScanned = useCallback(
    (code: string) => {
      setScanning(false);
      void openByNumber(code);
    },
    [openByNumber],
  );

  const columns: ListColumn<RepairSummary>[] = [
    {
      header: t('repairs.col.number'),
      cellClassName: 'font-medium',
      cell: (job) => <RowOpenButton onClick={() => open(job.id)}>{job.number}</RowOpenButton>,
    },
    { header: t('repairs.col.client'), cell: (job) => job.clientName ?? t('repairs.noClient') },
    {
      header: t('repairs.col.piece'),
      cellClassName: 'max-w-56 truncate',
      title: (job) => pieceLine(job.piece, t),
      cell: (job) => pieceLine(job.piece, t),
    },
    {
      header: t('repairs.col.stage'),
      cell: (job) => (
        <span className="flex flex-wrap gap-1">
          <StageBadge stage={job.stage} />
          {job.express ? <Badge variant="gold">{t('repairs.express')}</Badge> : null}
          {job.overdue ? <Badge variant="destructive">{t('repairs.overdue')}</Badge> : null}
        </span>
      ),
    },
    {
      header: t('repairs.col.due'),
      cell: (job) => (job.dueDate ? formatDate(job.dueDate, locale) : ''),
    },
    {
      header: t('repairs.col.balance'),
      className: 'text-end',
      cellClassName: 'tabular-nums',
      cell: (job) => money(job.balanceMinor, job.currency || currency, locale),
    },
  ];

  const newJob = (
    <Button asChild>
      <Link to={`${base}/repairs/new`}>
        <Plus aria-hidden="true" /> {t('repairs.new')}
      </Link>
    </Button>
  );

  return (
    <ListPage
      name="repairs"
      params={listParams}
      actions={
        <div className="flex flex-wrap gap-2">
          {canScan ? (
            <Button variant="outline" onClick={() => setScanning(true)}>
              <ScanLine aria-hidden="true" /> {t('repairs.scan')}
            </Button>
          ) : null}
          {newJob}
        </div>
      }
      tiles={<CustodyTile />}
      onSearchEnter={(value) => void openByNumber(value)}
      filters={
        <FilterSelect
          value={stage ?? 'all'}
          onValueChange={(value) => setFilter('stage', value)}
          label={t('repairs.filter.label')}
          allLabel={t('repairs.filter.all')}
          options={REPAIR_STAGES.map((s) => ({ value: s, label: t(`repairs.stage.${s}`) }))}
        />
      }
      list={list}
      filtered={Boolean(q || stage)}
      empty={{ icon: <Hammer aria-hidden="true" />, action: newJob }}
      overlays={canScan ? <ScanDialog open={scanning} onOpenChange={setScanning} onCode={onScanned} /> : null}
    >
      {(data, busy, more) => (
        <ListTable
          caption={t('repairs.tableCaption', { count: data.total })}
          columns={columns}
          rows={data.items}
          total={data.total}
          more={more}
          onOpen={(job) => open(job.id)}
          busy={busy}
          testId="repairs-table"
          rowTestId="repair-row"
        />
      )}
    </ListPage>
  );
}
