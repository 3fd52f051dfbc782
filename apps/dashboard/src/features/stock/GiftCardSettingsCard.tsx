import { useGiftCardSettings, useMe, useSetGiftCardSettings } from '@carat/api-client/react';
import { can } from '@carat/domain';
import { useI18n } from '@carat/ui/i18n';
import { useEffect, useState } from 'react';
import { NumberField } from '#components/NumberField.tsx';
import { SettingsFormCard } from '#components/SettingsFormCard.tsx';
import { SwitchField } from '#components/SwitchField.tsx';
import { majorText, minorOf } from '#lib/amounts.ts';

/**
 * Amounts typed as '50; 100; 200' (a comma is a decimal comma in French) → minor units, or null when one
 * of them is not an amount.
 */
export function presetsOf(text: string, currency: string): number[] | null {
  const parts = text.split(/[;\s]+/).filter(Boolean);
  const amounts = parts.map((p) => minorOf(p, currency));
  return amounts.every((a): a is number => typeof a === 'number' && a > 0) ? amounts : null;
}

/**
 * Gift cards' settings (`GET|PUT /v1/gift-card-settings`, ADR 089): how many months a card is valid (0: no
 * expiry), and whether the showroom sells cards, with the amounts offered and a free amount's bounds. Owners
 * and admins change them; the others read them. Cards already issued keep their expiry.
 */
export function GiftCardSettingsCard() {
  const { t } = useI18n();
  const me = useMe();
  const settings = useGiftCardSettings();
  const mutation = useSetGiftCardSettings();
  const currency = me.data?.business.currency ?? 'GBP';
  const editable = me.data ? can(me.data.role, 'business-settings') : false;
  const [validity, setValidity] = useState('12');
  const [online, setOnline] = useState(false);
  const [presets, setPresets] = useState('');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    if (!settings.data) return;
    setValidity(String(settings.data.validityMonths));
    setOnline(settings.data.online);
    setPresets(settings.data.presetsMinor.map((p) => majorText(p, currency)).join('; '));
    setMin(majorText(settings.data.minMinor, currency));
    setMax(majorText(settings.data.maxMinor, currency));
  }, [settings.data, currency]);

  const save = () => {
    const validityMonths = Number(validity.trim());
    const presetsMinor = presetsOf(presets, currency);
    const minMinor = minorOf(min, currency);
    const maxMinor = minorOf(max, currency);
    const ok =
      /^\d+$/.test(validity.trim()) &&
      validityMonths <= 120 &&
      presetsMinor !== null &&
      presetsMinor.length <= 6 &&
      typeof minMinor === 'number' &&
      typeof maxMinor === 'number' &&
      minMinor > 0 &&
      maxMinor >= minMinor;
    setInvalid(!ok);
    if (!ok) return false;
    return mutation.mutateAsync({ validityMonths, online, presetsMinor, minMinor, maxMinor });
  };

  return (
    <SettingsFormCard
      data-testid="gift-settings"
      title={t('gift.settings.title')}
      formClassName="grid gap-4 sm:grid-cols-2"
      save={save}
      savedText={t('gift.settings.saved')}
      failedText={t('gift.settings.failed')}
      submitLabel={t('gift.settings.save')}
      saving={mutation.isPending}
      editable={editable}
    >
      <NumberField
        label={t('gift.settings.validity')}
        hint={t('gift.settings.validityHint')}
        error={invalid ? t('gift.settings.invalid') : undefined}
        className="sm:col-span-2"
        whole
        value={validity}
        onValueChange={setValidity}
        disabled={!editable}
        inputClassName="max-w-32"
        testId="gift-settings-validity"
      />
      <SwitchField
        label={t('gift.settings.online')}
        checked={online}
        onCheckedChange={setOnline}
        disabled={!editable}
        className="sm:col-span-2"
      />
      <NumberField
        label={t('gift.settings.presets', { currency })}
        className="sm:col-span-2"
        value={presets}
        onValueChange={setPresets}
        disabled={!editable}
        testId="gift-settings-presets"
      />
      <NumberField
        label={t('gift.settings.min', { currency })}
        value={min}
        onValueChange={setMin}
        disabled={!editable}
        testId="gift-settings-min"
      />
      <NumberField
        label={t('gift.settings.max', { currency })}
        value={max}
        onValueChange={setMax}
        disabled={!editable}
        testId="gift-settings-max"
      />
    </SettingsFormCard>
  );
}
