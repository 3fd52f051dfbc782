import { localize } from '@carat/domain/locale';
import { BRACELET_FITS } from '@carat/domain/ring-sizes';
import {
  braceletChart,
  formatLength,
  formatLengthRange,
  formatLengthValue,
  necklaceChart,
  RING_CHART_COLUMN_LABELS,
  type RingGuideRange,
  ringChartColumns,
  ringGuideChart,
  ringSizeIn,
  type SizeGuideRange,
  type WristRange,
} from '@carat/domain/size-guides';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';

const numeric = 'text-right tabular-nums';

/** A preview table: its caption names it, with how many rows it has. */
function ChartTable({
  caption,
  headings,
  rows,
  alignments,
}: {
  caption: string;
  headings: string[];
  rows: { key: string; cells: string[] }[];
  alignments?: ('left' | 'right')[];
}) {
  const { t } = useI18n();
  const align = (index: number) =>
    (alignments?.[index] ?? (index === 0 ? 'left' : 'right')) === 'right' ? numeric : '';
  return (
    <Table containerClassName="max-h-[32rem] overflow-y-auto border border-border">
      <TableCaption className="sr-only">{`${caption} (${t('sizes.preview.rows', { count: rows.length })})`}</TableCaption>
      <TableHeader className="sticky top-0 bg-card">
        <TableRow>
          {headings.map((heading, index) => (
            <TableHead key={heading} scope="col" className={align(index)}>
              {heading}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <TableHead
                  key={index}
                  scope="row"
                  className={`text-sm normal-case tracking-normal text-foreground ${align(index)}`}
                >
                  {cell}
                </TableHead>
              ) : (
                <TableCell key={index} className={align(index)}>
                  {cell}
                </TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Every size of the range in every system, the guide's own first, with the diameter and circumference. */
function RingChart({ range, caption }: { range: RingGuideRange; caption: string }) {
  const { t, locale } = useI18n();
  const columns = ringChartColumns(range.system);
  const rows = ringGuideChart(range).map((sizes) => ({
    key: String(sizes.diameterMm),
    cells: [
      ...columns.map((column) => ringSizeIn(column, sizes)),
      formatLengthValue(sizes.diameterMm, 'mm', locale),
      formatLengthValue(sizes.circumferenceMm, 'mm', locale),
    ],
  }));
  return (
    <div className="grid gap-2">
      <ChartTable
        caption={caption}
        headings={[
          ...columns.map((column) => localize(RING_CHART_COLUMN_LABELS[column], locale)),
          t('sizes.col.diameter'),
          t('sizes.col.circumference'),
        ]}
        rows={rows}
      />
      <p className="text-xs text-muted-foreground">{t('sizes.formula')}</p>
    </div>
  );
}

function BraceletChart({ wrist, caption }: { wrist: WristRange; caption: string }) {
  const { t, locale } = useI18n();
  const rows = braceletChart(wrist).map((row) => ({
    key: String(row.wristMm),
    cells: [
      `${formatLength(row.wristMm, 'cm', locale)} (${formatLength(row.wristMm, 'in', locale)})`,
      ...BRACELET_FITS.map((fit) =>
        formatLengthRange(row.fits[fit].minMm, row.fits[fit].maxMm, 'cm', locale),
      ),
      formatLength(row.bangleMm, 'cm', locale),
    ],
  }));
  return (
    <ChartTable
      caption={caption}
      headings={[
        t('sizes.col.wrist'),
        ...BRACELET_FITS.map((fit) => t(`sizes.col.${fit}`)),
        t('sizes.col.bangle'),
      ]}
      rows={rows}
    />
  );
}

function NecklaceChart({ caption }: { caption: string }) {
  const { t, locale } = useI18n();
  const rows = necklaceChart().map((row) => ({
    key: row.style,
    cells: [
      localize(row.label, locale),
      formatLengthRange(row.minMm, row.maxMm, 'in', locale),
      formatLengthRange(row.minMm, row.maxMm, 'cm', locale),
      localize(row.falls, locale),
    ],
  }));
  return (
    <ChartTable
      caption={caption}
      headings={[t('sizes.col.style'), t('sizes.col.inches'), t('sizes.col.cm'), t('sizes.col.falls')]}
      rows={rows}
      alignments={['left', 'right', 'right', 'left']}
    />
  );
}

/** The chart the PDF prints, as an HTML table, from the same domain functions. */
export function GuideChart({ range, caption }: { range: SizeGuideRange; caption: string }) {
  if (range.kind === 'ring') return <RingChart range={range.ring} caption={caption} />;
  if (range.kind === 'bracelet') return <BraceletChart wrist={range.wrist} caption={caption} />;
  return <NecklaceChart caption={caption} />;
}
