import { COUNTRY_PROFILES, countryProfile } from '@carat/domain/countries';
import { RING_SIZE_SYSTEMS } from '@carat/domain/ring-sizes';
import {
  type FormFieldControlProps,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useMemo } from 'react';

/**
 * The business's where-and-how fields, as Settings → Entreprise and the shop's step after payment (/welcome)
 * both ask them: controlled, so each form keeps its own state and layout. `control` is what FormField hands
 * its control (id and ARIA links to the label and the error).
 */
interface ControlProps {
  control: FormFieldControlProps;
  disabled?: boolean;
}

/** The Select's value for a country the product does not list (kept, shown by its code). */
const OTHER = 'other';
/** The Select's value for "from the currency" (a Select item cannot be empty). */
const AUTO = 'auto';

export function CountrySelect({
  value,
  onChange,
  control,
  disabled,
}: ControlProps & { value: string; onChange: (code: string) => void }) {
  const { t, locale } = useI18n();
  const listed = value ? countryProfile(value) !== null : false;
  return (
    <Select
      value={value ? (listed ? value : OTHER) : undefined}
      onValueChange={(next) => next !== OTHER && onChange(next)}
      disabled={disabled}
    >
      <SelectTrigger {...control}>
        <SelectValue placeholder={t('settings.business.countryNone')} />
      </SelectTrigger>
      <SelectContent>
        {COUNTRY_PROFILES.map((c) => (
          <SelectItem key={c.code} value={c.code}>
            {c.name[locale]}
          </SelectItem>
        ))}
        {value && !listed ? <SelectItem value={OTHER}>{value}</SelectItem> : null}
      </SelectContent>
    </Select>
  );
}

/** The province or region of a country that has them (Canada's taxes and zones differ by province). */
export function RegionSelect({
  country,
  value,
  onChange,
  control,
  disabled,
}: ControlProps & { country: string; value: string; onChange: (region: string) => void }) {
  const { t, locale } = useI18n();
  const regions = countryProfile(country)?.regions ?? [];
  return (
    <Select value={value || undefined} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger {...control}>
        <SelectValue placeholder={t('settings.business.regionNone')} />
      </SelectTrigger>
      <SelectContent>
        {regions.map((r) => (
          <SelectItem key={r.code} value={r.code}>
            {r.name[locale]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** How rings are sized: '' follows the currency's usual system. */
export function RingSizeSystemSelect({
  value,
  onChange,
  control,
  disabled,
  className,
}: ControlProps & { value: string; onChange: (system: string) => void; className?: string }) {
  const { t } = useI18n();
  return (
    <Select
      value={value || AUTO}
      onValueChange={(next) => onChange(next === AUTO ? '' : next)}
      disabled={disabled}
    >
      <SelectTrigger {...control} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={AUTO}>{t('settings.business.ringSizeSystemAuto')}</SelectItem>
        {RING_SIZE_SYSTEMS.map((system) => (
          <SelectItem key={system} value={system}>
            {t(`catalogue.form.sizeSystem.${system}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** The IANA zones the runtime knows, as a datalist the time zone's text field names with `list`. */
export function TimeZoneList({ id }: { id: string }) {
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);
  return (
    <datalist id={id}>
      {zones.map((zone) => (
        <option key={zone} value={zone} />
      ))}
    </datalist>
  );
}
