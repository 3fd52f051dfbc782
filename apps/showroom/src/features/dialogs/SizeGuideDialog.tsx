import { localize } from '@carat/domain/locale';
import { BRACELET_FITS, ringSizeChart } from '@carat/domain/ring-sizes';
import {
  braceletChart,
  formatLengthRange,
  formatLengthValue,
  formatRingSize,
  necklaceChart,
} from '@carat/domain/size-guides';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useState } from 'react';
import type { PanelProps } from './types.ts';

const cell = 'border-b border-border px-2 py-1.5 text-right tabular-nums first:text-left';

/** Ring, bracelet and necklace guides, each computed from the domain's formulas (domain-facts.md). */
export default function SizeGuideDialog({ open, onOpenChange }: PanelProps) {
  const { t, locale } = useI18n();
  const [guide, setGuide] = useState<'rings' | 'bracelets' | 'necklaces'>('rings');
  const rings = ringSizeChart({ system: 'us', from: 3, to: 13, step: 0.5 });
  const cm = (mm: number) => formatLengthValue(mm, 'cm', locale);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('size.title')}</DialogTitle>
          <DialogDescription>{t('size.description')}</DialogDescription>
        </DialogHeader>
        <fieldset className="flex gap-2">
          <legend className="sr-only">{t('size.title')}</legend>
          {(['rings', 'bracelets', 'necklaces'] as const).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={guide === name}
              onClick={() => setGuide(name)}
              className={`rounded-full border px-4 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${
                guide === name ? 'border-primary bg-primary text-primary-foreground' : 'border-border'
              }`}
            >
              {t(`size.${name}` as 'size.rings')}
            </button>
          ))}
        </fieldset>
        {guide === 'rings' ? (
          <div className="grid gap-2">
            <p className="text-xs text-muted-foreground">{t('size.ringNote')}</p>
            <div className="max-h-80 overflow-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">{t('size.rings')}</caption>
                <thead>
                  <tr>
                    {(
                      [
                        'size.us',
                        'size.uk',
                        'size.eu',
                        'size.jp',
                        'size.diameter',
                        'size.circumference',
                      ] as const
                    ).map((key) => (
                      <th key={key} scope="col" className={`${cell} font-semibold`}>
                        {t(key)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rings.map((row) => (
                    <tr key={row.us}>
                      <td className={cell}>{formatRingSize('us', row.us)}</td>
                      <td className={cell}>{row.uk}</td>
                      <td className={cell}>{row.eu}</td>
                      <td className={cell}>{row.jp}</td>
                      <td className={cell}>{formatLengthValue(row.diameterMm, 'mm', locale)}</td>
                      <td className={cell}>{formatLengthValue(row.circumferenceMm, 'mm', locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        ) : guide === 'bracelets' ? (
          <div className="grid gap-2">
            <p className="text-xs text-muted-foreground">{t('size.braceletNote')}</p>
            <table className="w-full text-sm">
              <caption className="sr-only">{t('size.bracelets')}</caption>
              <thead>
                <tr>
                  <th scope="col" className={`${cell} font-semibold`}>
                    {t('size.wrist')}
                  </th>
                  {BRACELET_FITS.map((fit) => (
                    <th key={fit} scope="col" className={`${cell} font-semibold`}>
                      {t(`size.${fit}` as 'size.snug')}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {braceletChart().map((row) => (
                  <tr key={row.wristMm}>
                    <td className={cell}>{cm(row.wristMm)}</td>
                    {BRACELET_FITS.map((fit) => (
                      <td key={fit} className={cell}>
                        {formatLengthRange(row.fits[fit].minMm, row.fits[fit].maxMm, 'cm', locale, {
                          withUnit: false,
                        })}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">{t('size.necklaces')}</caption>
            <thead>
              <tr>
                <th scope="col" className={`${cell} font-semibold`}>
                  {t('size.style')}
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  {t('size.length')}
                </th>
              </tr>
            </thead>
            <tbody>
              {necklaceChart().map((row) => (
                <tr key={row.style}>
                  <td className={cell}>{localize(row.label, locale)}</td>
                  <td className={cell}>
                    {`${formatLengthRange(row.minMm, row.maxMm, 'in', locale)} (${formatLengthRange(row.minMm, row.maxMm, 'cm', locale)})`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DialogContent>
    </Dialog>
  );
}
