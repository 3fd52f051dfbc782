import { errorMessage } from '@carat/api-client';
import { useProductMetalPricing, useSetProductMetalPricing } from '@carat/api-client/react';
import { METAL_GRADE_NAMES, type MetalGrade, ROUNDING_RULES, type RoundingRule } from '@carat/domain/metal';
import { Button, Checkbox, FormField, Input, Label, Skeleton, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { majorText, minorOf } from '#lib/amounts.ts';
import { useBasePath } from '#lib/base-path.tsx';
import { money } from '#lib/format.ts';
import { gramsText, milligramsOf } from './amounts.ts';
import { NativeSelect } from './fields.tsx';

/**
 * The product form's pricing fields: whether the piece's price follows the metal rate, its metal,
 * weight, labour, stones and rounding, and what the rate makes it now. Saved on its own (it sits inside the
 * product's form, so its buttons are plain buttons); the price itself moves through the repricing queue.
 */
export function ProductMetalPricing({ productId, currency }: { productId: string; currency: string }) {
  const { t, locale } = useI18n();
  const base = useBasePath();
  const pricing = useProductMetalPricing(productId);
  const save = useSetProductMetalPricing(productId);
  const [follow, setFollow] = useState(false);
  const [metal, setMetal] = useState<MetalGrade>('gold-18k');
  const [weight, setWeight] = useState('');
  const [labour, setLabour] = useState('');
  const [stones, setStones] = useState('');
  const [rounding, setRounding] = useState<RoundingRule>('minor');
  const [invalid, setInvalid] = useState(false);
  const ids = { follow: useId(), metal: useId(), rounding: useId() };
  const saved = pricing.data?.pricing;

  useEffect(() => {
    if (pricing.data === undefined) return;
    setFollow(saved != null);
    if (saved) {
      setMetal(saved.metal);
      setWeight(gramsText(saved.weightMg));
      setLabour(majorText(saved.labourMinor, currency));
      setStones(majorText(saved.stonesMinor, currency));
      setRounding(saved.rounding);
    }
  }, [pricing.data, saved, currency]);

  const submit = async () => {
    let body: Parameters<typeof save.mutateAsync>[0];
    if (!follow) body = { pricing: null };
    else {
      const weightMg = milligramsOf(weight);
      const labourMinor = minorOf(labour, currency) ?? 0;
      const stonesMinor = minorOf(stones, currency) ?? 0;
      if (weightMg === null || typeof labourMinor !== 'number' || typeof stonesMinor !== 'number') {
        setInvalid(true);
        return;
      }
      body = { pricing: { metal, weightMg, labourMinor, stonesMinor, rounding } };
    }
    setInvalid(false);
    try {
      await save.mutateAsync(body);
      toast.success(t('metal.pricing.saved'));
    } catch (failure) {
      toast.error(t('metal.pricing.failed'), { description: errorMessage(failure, locale) });
    }
  };

  if (pricing.isLoading) return <Skeleton className="h-24 w-full" />;

  return (
    <div className="grid gap-4" data-testid="metal-pricing">
      <p className="text-sm text-muted-foreground">{t('metal.pricing.hint')}</p>
      <div className="flex items-center gap-2">
        <Checkbox
          id={ids.follow}
          checked={follow}
          onCheckedChange={(checked) => setFollow(checked === true)}
        />
        <Label htmlFor={ids.follow}>{t('metal.pricing.follow')}</Label>
      </div>
      {follow ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1">
            <Label htmlFor={ids.metal}>{t('metal.pricing.metal')}</Label>
            <NativeSelect
              id={ids.metal}
              value={metal}
              onChange={(e) => setMetal(e.target.value as MetalGrade)}
            >
              {METAL_GRADE_NAMES.map((m) => (
                <option key={m} value={m}>
                  {t(`metal.grade.${m}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <FormField label={t('metal.pricing.weight')}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={weight}
              onChange={(e) => setWeight(e.target.value)}
              data-testid="metal-weight"
            />
          </FormField>
          <FormField label={t('metal.pricing.labour', { currency })}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={labour}
              onChange={(e) => setLabour(e.target.value)}
            />
          </FormField>
          <FormField label={t('metal.pricing.stones', { currency })}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={stones}
              onChange={(e) => setStones(e.target.value)}
            />
          </FormField>
          <div className="grid gap-1">
            <Label htmlFor={ids.rounding}>{t('metal.pricing.rounding')}</Label>
            <NativeSelect
              id={ids.rounding}
              value={rounding}
              onChange={(e) => setRounding(e.target.value as RoundingRule)}
            >
              {ROUNDING_RULES.map((r) => (
                <option key={r} value={r}>
                  {t(`metal.rounding.${r}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      ) : null}
      {invalid ? (
        <p role="alert" className="text-sm text-destructive">
          {t('metal.pricing.invalid')}
        </p>
      ) : null}
      {saved ? (
        <p className="text-sm" data-testid="metal-rate-price">
          {pricing.data?.ratePriceMinor != null
            ? t('metal.pricing.atRate', { price: money(pricing.data.ratePriceMinor, currency, locale) })
            : t('metal.pricing.noRate')}{' '}
          <Link className="underline" to={`${base}/metal-rates`}>
            {t('metal.pricing.ratesLink')}
          </Link>
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        loading={save.isPending}
        onClick={() => void submit()}
        data-testid="metal-pricing-save"
      >
        {t('metal.pricing.save')}
      </Button>
    </div>
  );
}
