import { errorMessage } from '@carat/api-client';
import {
  findStockItems,
  type MemoSummary,
  useApi,
  useCreateMemo,
  useDownloadMemo,
  useMe,
  useMemoDetail,
  useMemoRows,
  useSettleMemo,
} from '@carat/api-client/react';
import { Badge, Button, FormField, Input, Textarea, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { MEMO_DIRECTIONS, MEMO_LIST_STATUSES } from '@carat/validation/stock';
import { ArrowLeftRight, FileDown, Plus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { BackLink, DetailPageFallback } from '#components/DetailPageFallback.tsx';
import { FormDialog } from '#components/FormDialog.tsx';
import { FilterSelect } from '#components/ListToolbar.tsx';
import { ListIntro, ListSection } from '#components/list-page/ListSection.tsx';
import { type ListColumn, ListTable, RowOpenButton } from '#components/list-page/ListTable.tsx';
import { PageHeader } from '#components/list-page/PageHeader.tsx';
import { ChoiceField } from '#components/SelectField.tsx';
import { minorOf } from '#lib/amounts.ts';
import { useBasePath } from '#lib/base-path.tsx';
import { formatDate, money } from '#lib/format.ts';
import { StockStatusBadge } from './StatusBadge.tsx';
import { SupplierInvoiceCard } from './SupplierInvoiceCard.tsx';

type Direction = (typeof MEMO_DIRECTIONS)[number];
type ListStatus = (typeof MEMO_LIST_STATUSES)[number];

/**
 * 'Dépôts': memos in (goods a supplier lent the shop) and out (pieces lent to a client or a shop), open,
 * overdue (due date passed, in the business's zone) or closed; a new memo; each memo's page.
 */
export function MemosPage() {
  const { t, locale } = useI18n();
  const base = useBasePath();
  const navigate = useNavigate();
  const [direction, setDirection] = useState<Direction | 'all'>('all');
  const [status, setStatus] = useState<ListStatus | 'all'>('open');
  const list = useMemoRows({
    ...(direction !== 'all' ? { direction } : {}),
    ...(status !== 'all' ? { status } : {}),
  });
  const [creating, setCreating] = useState(false);
  const open = (id: string) => navigate(`${base}/memos/${id}`);
  const rows = list.data?.items ?? [];

  const columns: ListColumn<MemoSummary>[] = [
    {
      header: t('memos.col.number'),
      cellClassName: 'font-medium tabular-nums',
      cell: (memo) => <RowOpenButton onClick={() => open(memo.id)}>{memo.number}</RowOpenButton>,
    },
    { header: t('memos.direction'), cell: (memo) => t(`memos.direction.${memo.direction}`) },
    {
      header: t('memos.col.counterparty'),
      cellClassName: 'max-w-48 truncate',
      cell: (memo) => memo.counterparty,
    },
    {
      header: t('memos.col.due'),
      cell: (memo) => (
        <span className="flex flex-wrap items-center gap-2">
          {formatDate(memo.dueDate, locale)}
          {memo.overdue ? <Badge variant="destructive">{t('memos.overdue')}</Badge> : null}
        </span>
      ),
    },
    {
      header: t('memos.col.outstanding'),
      className: 'text-end',
      cellClassName: 'tabular-nums',
      cell: (memo) => `${memo.outstandingCount} / ${memo.itemCount}`,
    },
  ];

  const newMemo = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" /> {t('memos.new')}
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader title={t('memos.title')} subtitle={t('memos.subtitle')} actions={newMemo} />
      <div className="flex flex-wrap gap-2">
        <FilterSelect
          value={direction}
          onValueChange={(value) => setDirection(value as Direction | 'all')}
          label={t('memos.direction')}
          allLabel={t('memos.direction.all')}
          options={MEMO_DIRECTIONS.map((d) => ({ value: d, label: t(`memos.direction.${d}`) }))}
        />
        <FilterSelect
          value={status}
          onValueChange={(value) => setStatus(value as ListStatus | 'all')}
          label={t('memos.status')}
          allLabel={t('layaways.status.all')}
          options={MEMO_LIST_STATUSES.map((s) => ({ value: s, label: t(`memos.status.${s}`) }))}
        />
      </div>
      <ListSection
        query={list}
        failed={t('memos.loadFailed')}
        isEmpty={rows.length === 0}
        empty={
          direction === 'all' && status === 'open' ? (
            <ListIntro
              icon={<ArrowLeftRight className="size-8 text-muted-foreground" aria-hidden="true" />}
              title={t('memos.empty.title')}
              body={t('memos.empty.body')}
              action={newMemo}
              testId="memos-empty"
            />
          ) : (
            <p className="text-sm text-muted-foreground" data-testid="memos-empty">
              {t('memos.noResults')}
            </p>
          )
        }
      >
        <ListTable
          caption={t('memos.title')}
          columns={columns}
          rows={rows}
          total={list.data?.total}
          onOpen={(memo) => open(memo.id)}
          busy={list.isFetching}
          testId="memos-table"
          rowTestId="memo-row"
        />
      </ListSection>
      <NewMemoDialog open={creating} onOpenChange={setCreating} onCreated={(id) => open(id)} />
    </div>
  );
}

interface InLine {
  key: number;
  name: string;
  price: string;
  memoPrice: string;
}
interface OutLine {
  key: number;
  id: string;
  tag: string;
  name: string;
}
let nextKey = 1;
const newInLine = (): InLine => ({ key: nextKey++, name: '', price: '', memoPrice: '' });

/** A new memo: in, the pieces received typed in; out, pieces of the stock found by their tag. */
function NewMemoDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (id: string) => void;
}) {
  const { t, locale } = useI18n();
  const api = useApi();
  const currency = useMe().data?.business.currency ?? 'EUR';
  const create = useCreateMemo();
  const [direction, setDirection] = useState<Direction>('in');
  const [counterparty, setCounterparty] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [terms, setTerms] = useState('');
  const [inLines, setInLines] = useState<InLine[]>([newInLine()]);
  const [outLines, setOutLines] = useState<OutLine[]>([]);
  const [tag, setTag] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function addTag() {
    const q = tag.trim();
    if (!q) return;
    const found = await findStockItems(api, q, 'in_stock').catch(() => []);
    const item =
      found.find((i) => i.tag.toLowerCase() === q.toLowerCase()) ?? (found.length === 1 ? found[0] : null);
    if (!item) {
      toast.error(t('memos.form.notFound', { tag: q }));
      return;
    }
    if (!outLines.some((l) => l.id === item.id)) {
      setOutLines((ls) => [...ls, { key: nextKey++, id: item.id, tag: item.tag, name: item.name }]);
    }
    setTag('');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!counterparty.trim()) problems.counterparty = t('memos.form.counterparty');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dueDate)) problems.dueDate = t('memos.form.due');
    const items = inLines
      .filter((l) => l.name.trim())
      .map((l, index) => {
        const priceMinor = minorOf(l.price, currency);
        const memoPriceMinor = minorOf(l.memoPrice, currency);
        if (typeof priceMinor !== 'number')
          problems[`items.${index}.priceMinor`] = t('stock.form.invalidAmount');
        if (typeof memoPriceMinor !== 'number')
          problems[`items.${index}.memoPriceMinor`] = t('stock.form.invalidAmount');
        return {
          name: l.name.trim(),
          priceMinor: Number(priceMinor),
          memoPriceMinor: Number(memoPriceMinor),
        };
      });
    if ((direction === 'in' ? items.length : outLines.length) === 0)
      problems.items = t('memos.form.noPieces');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const memo = await create.mutateAsync({
        direction,
        counterparty: counterparty.trim(),
        dueDate,
        ...(terms.trim() ? { terms: terms.trim() } : {}),
        ...(direction === 'in' ? { items } : { stockItems: outLines.map((l) => ({ stockItemId: l.id })) }),
      });
      toast.success(t('memos.created', { number: memo.number }));
      onOpenChange(false);
      setCounterparty('');
      setDueDate('');
      setTerms('');
      setInLines([newInLine()]);
      setOutLines([]);
      onCreated(memo.id);
    } catch (error) {
      toast.error(t('memos.failed'), { description: errorMessage(error, locale) });
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('memos.form.title')}
      description={t('memos.form.description')}
      formId="new-memo"
      cancelLabel={t('stock.form.cancel')}
      submitLabel={t('memos.form.save')}
      submitting={create.isPending}
      contentClassName="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
    >
      <form id="new-memo" className="grid gap-3" onSubmit={(e) => void submit(e)} noValidate>
        <ChoiceField
          label={t('memos.direction')}
          value={direction}
          onChange={setDirection}
          options={MEMO_DIRECTIONS.map((d) => ({ value: d, label: t(`memos.direction.${d}`) }))}
        />
        <FormField label={t('memos.form.counterparty')} error={errors.counterparty}>
          <Input value={counterparty} onChange={(e) => setCounterparty(e.target.value)} maxLength={200} />
        </FormField>
        <FormField label={t('memos.form.due')} error={errors.dueDate}>
          <Input type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} />
        </FormField>
        <FormField label={t('memos.form.terms')}>
          <Textarea value={terms} onChange={(e) => setTerms(e.target.value)} maxLength={2000} rows={2} />
        </FormField>
        {direction === 'in' ? (
          <div className="grid gap-3">
            {inLines.map((line, index) => (
              <fieldset
                key={line.key}
                className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-3"
              >
                <FormField label={t('memos.form.pieceName')}>
                  <Input
                    value={line.name}
                    onChange={(e) =>
                      setInLines((ls) =>
                        ls.map((l) => (l.key === line.key ? { ...l, name: e.target.value } : l)),
                      )
                    }
                  />
                </FormField>
                <FormField
                  label={t('memos.form.price', { currency })}
                  error={errors[`items.${index}.priceMinor`]}
                >
                  <Input
                    inputMode="decimal"
                    value={line.price}
                    onChange={(e) =>
                      setInLines((ls) =>
                        ls.map((l) => (l.key === line.key ? { ...l, price: e.target.value } : l)),
                      )
                    }
                  />
                </FormField>
                <FormField
                  label={t('memos.form.memoPrice', { currency })}
                  error={errors[`items.${index}.memoPriceMinor`]}
                >
                  <Input
                    inputMode="decimal"
                    value={line.memoPrice}
                    onChange={(e) =>
                      setInLines((ls) =>
                        ls.map((l) => (l.key === line.key ? { ...l, memoPrice: e.target.value } : l)),
                      )
                    }
                  />
                </FormField>
              </fieldset>
            ))}
            <Button
              type="button"
              variant="outline"
              className="w-fit"
              onClick={() => setInLines((ls) => [...ls, newInLine()])}
            >
              <Plus aria-hidden="true" /> {t('memos.form.addPiece')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-2">
            <div className="flex items-end gap-2">
              <FormField label={t('memos.form.tag')} className="flex-1">
                <Input
                  value={tag}
                  onChange={(e) => setTag(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      void addTag();
                    }
                  }}
                />
              </FormField>
              <Button type="button" variant="outline" onClick={() => void addTag()}>
                {t('memos.form.addPiece')}
              </Button>
            </div>
            <ul className="grid gap-1">
              {outLines.map((line) => (
                <li key={line.key} className="flex items-center justify-between gap-2 text-sm">
                  <span>
                    {line.tag} · {line.name}
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('memos.form.removePiece')}
                    onClick={() => setOutLines((ls) => ls.filter((l) => l.key !== line.key))}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {errors.items ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.items}
          </p>
        ) : null}
      </form>
    </FormDialog>
  );
}

/** One memo: its pieces and where each is, return or buy (one or all), the document to sign. */
export function MemoPage() {
  const { id = '' } = useParams();
  const { t, locale } = useI18n();
  const base = useBasePath();
  const memo = useMemoDetail(id);
  const settle = useSettleMemo();
  const pdf = useDownloadMemo();
  const currency = useMe().data?.business.currency ?? 'EUR';
  const m = (minor: number) => money(minor, currency, locale);

  const back = <BackLink to={`${base}/memos`}>{t('memos.back')}</BackLink>;
  if (!memo.data) {
    return (
      <DetailPageFallback
        back={back}
        loading={memo.isLoading}
        failedText={t('memos.loadFailed')}
        onRetry={() => void memo.refetch()}
      />
    );
  }
  const data = memo.data;
  const isOpen = data.status === 'open';

  async function act(action: 'return' | 'buy', stockItemIds?: string[]) {
    try {
      await settle.mutateAsync({ id: data.id, action, ...(stockItemIds ? { stockItemIds } : {}) });
      toast.success(t('memos.settled'));
    } catch (error) {
      toast.error(t('memos.failed'), { description: errorMessage(error, locale) });
    }
  }

  return (
    <div className="grid gap-6">
      {back}
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">{t(`memos.direction.${data.direction}`)}</p>
          <h1 className="font-display text-3xl tabular-nums">{data.number}</h1>
          <p>
            {data.counterparty} · {t('memos.col.due')} {formatDate(data.dueDate, locale)}{' '}
            {data.overdue ? <Badge variant="destructive">{t('memos.overdue')}</Badge> : null}
            {!isOpen ? <Badge variant="outline">{t('memos.status.closed')}</Badge> : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => void pdf.mutateAsync({ id: data.id })}
            disabled={pdf.isPending}
          >
            <FileDown aria-hidden="true" /> {t('memos.pdf')}
          </Button>
          {isOpen ? (
            <Button variant="outline" onClick={() => void act('return')} disabled={settle.isPending}>
              {t('memos.returnAll')}
            </Button>
          ) : null}
          {isOpen && data.direction === 'in' ? (
            <Button onClick={() => void act('buy')} disabled={settle.isPending}>
              {t('memos.buyAll')}
            </Button>
          ) : null}
        </div>
      </header>
      {data.terms ? (
        <p className="text-sm">
          <span className="font-medium">{t('memos.terms')} : </span>
          {data.terms}
        </p>
      ) : null}
      {data.direction === 'in' ? <SupplierInvoiceCard memo={data} /> : null}
      <ul className="grid gap-2" data-testid="memo-items">
        {data.items.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-3"
          >
            <div className="grid gap-1">
              <Link to={`${base}/stock/${item.stockItemId}`} className="font-medium underline">
                {item.tag} · {item.name}
              </Link>
              <span className="text-sm text-muted-foreground tabular-nums">{m(item.memoPriceMinor)}</span>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {item.outcome ? (
                <Badge variant="outline">{t(`memos.outcome.${item.outcome}`)}</Badge>
              ) : (
                <>
                  <StockStatusBadge status={item.status} />
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void act('return', [item.stockItemId])}
                    disabled={settle.isPending}
                  >
                    {t('memos.return')}
                  </Button>
                  {data.direction === 'in' ? (
                    <Button
                      size="sm"
                      onClick={() => void act('buy', [item.stockItemId])}
                      disabled={settle.isPending}
                    >
                      {t('memos.buy')}
                    </Button>
                  ) : null}
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
