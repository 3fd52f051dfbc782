import { errorMessage } from '@carat/api-client';
import { type DesignPricing, useDesignSettings, useUpdateDesignPricing } from '@carat/api-client/react';
import { fromMinorUnits, isCurrency, toMinorUnits } from '@carat/domain';
import { METAL_LABELS, METALS, STONE_LABELS, STONE_TYPES } from '@carat/domain/design';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { type FormEvent, useEffect, useState } from 'react';

type Texts = Record<string, string>;

/** The business's price inputs, typed in its currency's major units and stored in minor units. */
export function PricingCard() {
  const { t, locale } = useI18n();
  const settings = useDesignSettings();
  const save = useUpdateDesignPricing();
  const [texts, setTexts] = useState<Texts>({});
  const currency = settings.data && isCurrency(settings.data.currency) ? settings.data.currency : 'GBP';

  useEffect(() => {
    if (!settings.data) return;
    const { pricing } = settings.data;
    const major = (minor: number) => String(fromMinorUnits(minor, currency));
    setTexts({
      labour: major(pricing.labour),
      ...Object.fromEntries(METALS.map((m) => [`metal.${m}`, major(pricing.metalPerGram[m])])),
      ...Object.fromEntries(STONE_TYPES.map((s) => [`stone.${s}`, major(pricing.stonePerCarat[s])])),
    });
  }, [settings.data, currency]);

  if (!settings.data) return null;

  const minor = (key: string) => toMinorUnits((texts[key] ?? '0').replace(',', '.') || '0', currency);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let pricing: DesignPricing;
    try {
      pricing = {
        labour: minor('labour'),
        metalPerGram: Object.fromEntries(
          METALS.map((m) => [m, minor(`metal.${m}`)]),
        ) as DesignPricing['metalPerGram'],
        stonePerCarat: Object.fromEntries(
          STONE_TYPES.map((s) => [s, minor(`stone.${s}`)]),
        ) as DesignPricing['stonePerCarat'],
      };
    } catch {
      toast.error(t('design.spec.invalid'));
      return;
    }
    save.mutate(pricing, {
      onSuccess: () => toast.success(t('design.pricing.saved')),
      onError: (error) =>
        toast.error(t('design.actions.failed'), { description: errorMessage(error, locale) }),
    });
  };

  const field = (key: string, label: string) => (
    <FormField key={key} label={label}>
      {(wiring) => (
        <Input
          {...wiring}
          inputMode="decimal"
          value={texts[key] ?? ''}
          onChange={(event) => setTexts((all) => ({ ...all, [key]: event.target.value }))}
        />
      )}
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{t('design.pricing.title')}</CardTitle>
        <CardDescription>
          {t('design.pricing.intro')} ({currency})
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {METALS.map((m) =>
              field(`metal.${m}`, t('design.pricing.metal', { metal: METAL_LABELS[m][locale] })),
            )}
            {STONE_TYPES.map((s) =>
              field(`stone.${s}`, t('design.pricing.stone', { stone: STONE_LABELS[s][locale] })),
            )}
            {field('labour', t('design.pricing.labour'))}
          </div>
          <Button type="submit" className="w-fit" loading={save.isPending}>
            {t('design.pricing.save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
