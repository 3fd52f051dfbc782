import { ID1_CARD_MM } from '@carat/domain/ring-sizes';
import {
  formatLength,
  type RingGuideRange,
  type RingSizerCircle,
  ringSizerCircles,
  SCREEN_SCALE_LIMITS,
} from '@carat/domain/size-guides';
import { Button } from '@carat/ui';
import { intlLocale, useI18n } from '@carat/ui/i18n';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useScreenScale } from './useScreenScale.ts';

/** ISO/IEC 7810 rounds an ID-1 card's corners to 3.18 mm. */
const CARD_CORNER_MM = 3.18;
const FINE_STEP = 0.02;

/** The outline of a bank card, upright, at the current scale: the user lays a real card over it. */
function CardOutline({ pxPerMm }: { pxPerMm: number }) {
  const { t } = useI18n();
  return (
    <div className="overflow-x-auto">
      <div
        role="img"
        aria-label={t('sizes.screen.card')}
        data-testid="card-outline"
        className="relative flex items-end justify-center rounded border-2 border-dashed border-primary bg-muted/40 p-2 text-center text-xs text-muted-foreground"
        style={{
          width: `${ID1_CARD_MM.height * pxPerMm}px`,
          height: `${ID1_CARD_MM.width * pxPerMm}px`,
          borderRadius: `${CARD_CORNER_MM * pxPerMm}px`,
        }}
      >
        {t('sizes.screen.card')}
      </div>
    </div>
  );
}

/** The slider (arrows fine-tune it), a step either side, and a reset to the nominal scale. */
function ScaleControl({
  pxPerMm,
  onChange,
  onReset,
}: {
  pxPerMm: number;
  onChange: (value: number) => void;
  onReset: () => void;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const value = pxPerMm.toLocaleString(intlLocale(locale), { maximumFractionDigits: 2 });
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('sizes.screen.scale')}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t('sizes.screen.smaller')}
          onClick={() => onChange(pxPerMm - FINE_STEP)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <input
          id={id}
          type="range"
          min={SCREEN_SCALE_LIMITS.min}
          max={SCREEN_SCALE_LIMITS.max}
          step={0.01}
          value={pxPerMm}
          aria-valuetext={t('sizes.screen.scaleValue', { value })}
          onChange={(event) => onChange(Number(event.target.value))}
          className="h-11 min-w-0 flex-1 accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={t('sizes.screen.larger')}
          onClick={() => onChange(pxPerMm + FINE_STEP)}
        >
          <Plus aria-hidden="true" />
        </Button>
        <Button type="button" variant="ghost" onClick={onReset}>
          <RotateCcw aria-hidden="true" /> {t('sizes.screen.reset')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {t('sizes.screen.scaleValue', { value })}
      </p>
    </div>
  );
}

/** One circle of a size's inner diameter, drawn in mm and shown at the screen's scale. */
function SizeCircle({ circle, pxPerMm }: { circle: RingSizerCircle; pxPerMm: number }) {
  const { locale } = useI18n();
  const box = circle.diameterMm + 1;
  const diameter = formatLength(circle.diameterMm, 'mm', locale);
  return (
    <figure className="grid justify-items-center gap-1" data-testid="size-circle" data-size={circle.label}>
      <svg
        width={box * pxPerMm}
        height={box * pxPerMm}
        viewBox={`${-box / 2} ${-box / 2} ${box} ${box}`}
        role="img"
        aria-label={`${circle.label} – Ø ${diameter}`}
        className="text-foreground"
      >
        <circle r={circle.diameterMm / 2} fill="none" stroke="currentColor" strokeWidth={0.15} />
        <path d="M -1 0 H 1 M 0 -1 V 1" stroke="currentColor" strokeOpacity={0.4} strokeWidth={0.1} />
      </svg>
      <figcaption className="text-center text-xs">
        <span className="block font-semibold">{circle.label}</span>
        <span className="text-muted-foreground">Ø {diameter}</span>
      </figcaption>
    </figure>
  );
}

/**
 * The ring sizer on screen: the user scales a bank card's outline to match a real card (the scale is kept
 * on the device), then the chosen sizes show as circles at true size.
 */
export function ScreenSizer({ range }: { range: RingGuideRange }) {
  const { t } = useI18n();
  const { pxPerMm, calibrated, setPxPerMm } = useScreenScale();
  const circles = ringSizerCircles(range);
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const inRange = chosen.filter((size) => circles.some((circle) => circle.size === size));
  const middle = circles[Math.floor(circles.length / 2)];
  const shown = inRange.length > 0 ? inRange : middle ? [middle.size] : [];
  const toggle = (size: number) =>
    setChosen(shown.includes(size) ? shown.filter((s) => s !== size) : [...shown, size]);

  return (
    <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
      <div className="grid content-start gap-4">
        <p className="max-w-prose text-sm text-muted-foreground">{t('sizes.screen.intro')}</p>
        <CardOutline pxPerMm={pxPerMm} />
        <ScaleControl pxPerMm={pxPerMm} onChange={setPxPerMm} onReset={() => setPxPerMm(null)} />
        <p className="text-xs" data-testid="calibration-state">
          {calibrated ? t('sizes.screen.calibrated') : t('sizes.screen.uncalibrated')}
        </p>
      </div>
      <div className="grid content-start gap-4">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('sizes.screen.sizes')}</legend>
          <div className="flex flex-wrap gap-1.5">
            {circles.map((circle) => (
              <Button
                key={circle.size}
                type="button"
                size="sm"
                variant={shown.includes(circle.size) ? 'default' : 'outline'}
                aria-pressed={shown.includes(circle.size)}
                onClick={() => toggle(circle.size)}
              >
                {circle.label}
              </Button>
            ))}
          </div>
        </fieldset>
        <p className="text-sm text-muted-foreground">{t('sizes.screen.circles')}</p>
        <div className="flex flex-wrap items-end gap-4 overflow-x-auto">
          {circles
            .filter((circle) => shown.includes(circle.size))
            .map((circle) => (
              <SizeCircle key={circle.size} circle={circle} pxPerMm={pxPerMm} />
            ))}
        </div>
      </div>
    </div>
  );
}
