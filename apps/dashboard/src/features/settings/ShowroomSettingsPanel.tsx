import { ApiError, errorMessage } from '@carat/api-client';
import {
  type ShowroomSettings,
  type ShowroomSettingsChange,
  useMe,
  useShowroomSettings,
  useUpdateShowroomSettings,
} from '@carat/api-client/react';
import { can } from '@carat/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  FormField,
  Input,
  Label,
  Skeleton,
  Textarea,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import {
  SOCIAL_NETWORKS,
  type SocialNetwork,
  showroomSettingsPatchSchema,
} from '@carat/validation/catalogue-settings';
import { BadgeCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ImageUploadField } from '#components/ImageUploadField.tsx';
import { ChoiceField } from '#components/SelectField.tsx';
import { checkWith } from '#lib/checkWith.ts';
import { env } from '#lib/env.ts';

type Language = 'fr' | 'en';

interface Values {
  slug: string;
  name: string;
  tagline: string;
  city: string;
  foundedYear: string;
  logoImage: string | null;
  bannerImage: string | null;
  socialLinks: Record<SocialNetwork, string>;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
  /** The showroom's default first. */
  languages: Language[];
}

function valuesOf(s: ShowroomSettings): Values {
  const links = s.socialLinks as Partial<Record<SocialNetwork, string>>;
  return {
    slug: s.slug,
    name: s.name,
    tagline: s.tagline ?? '',
    city: s.city ?? '',
    foundedYear: s.foundedYear === null ? '' : String(s.foundedYear),
    logoImage: s.logoImage,
    bannerImage: s.bannerImage,
    socialLinks: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, links[n] ?? ''])) as Record<
      SocialNetwork,
      string
    >,
    email: s.contact.email ?? '',
    phone: s.contact.phone ?? '',
    address: s.contact.address ?? '',
    postalCode: s.contact.postalCode ?? '',
    languages: [...s.languages],
  };
}

function bodyOf(v: Values): ShowroomSettingsChange {
  const socialLinks: Partial<Record<SocialNetwork, string | null>> = {};
  for (const n of SOCIAL_NETWORKS) socialLinks[n] = v.socialLinks[n].trim() || null;
  return {
    slug: v.slug,
    name: v.name,
    tagline: v.tagline,
    city: v.city,
    foundedYear:
      v.foundedYear.trim() === ''
        ? null
        : /^\d+$/.test(v.foundedYear.trim())
          ? Number(v.foundedYear)
          : Number.NaN,
    logoImage: v.logoImage,
    bannerImage: v.bannerImage,
    socialLinks,
    contact: { email: v.email, phone: v.phone, address: v.address, postalCode: v.postalCode },
    languages: v.languages,
  };
}

/** Form fields named as the API names them ('contact.email' → 'email', 'socialLinks.x' stays). */
const fieldOf = (path: string) => (path.startsWith('contact.') ? path.slice('contact.'.length) : path);

/**
 * 'Showroom': the public showroom's address (slug), name, tagline, city, founding year, logo, banner,
 * social links, contact details and languages; the 'VÉRIFIÉ' badge is shown, granted by Carat only.
 */
export function ShowroomSettingsPanel() {
  const { t, locale } = useI18n();
  const me = useMe();
  const settings = useShowroomSettings();
  const update = useUpdateShowroomSettings();
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (settings.data) setValues(valuesOf(settings.data));
  }, [settings.data]);

  if (settings.isLoading || (!values && !settings.error)) return <Skeleton className="h-96" />;
  if (settings.error || !values || !settings.data) {
    return <p role="alert">{errorMessage(settings.error, locale)}</p>;
  }
  const readOnly = !can(me.data?.role ?? 'staff', 'showroom');
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => (v ? { ...v, [key]: value } : v));
    setErrors(({ [key]: _, ...rest }) => rest);
  };
  const setLink = (network: SocialNetwork, value: string) => {
    setValues((v) => (v ? { ...v, socialLinks: { ...v.socialLinks, [network]: value } } : v));
    setErrors(({ [`socialLinks.${network}`]: _, ...rest }) => rest);
  };
  const toggleLanguage = (language: Language, on: boolean) =>
    set('languages', on ? [...values.languages, language] : values.languages.filter((l) => l !== language));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = bodyOf(values);
    const invalid = checkWith(showroomSettingsPatchSchema(locale), body);
    const mapped = (fields: Record<string, string>) =>
      Object.fromEntries(Object.entries(fields).map(([path, message]) => [fieldOf(path), message]));
    if (invalid) {
      setErrors(mapped(invalid));
      return;
    }
    try {
      await update.mutateAsync(body);
      toast.success(t('settings.saved'));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(mapped(error.fields));
      else toast.error(t('settings.saveFailed'), { description: errorMessage(error, locale) });
    }
  };

  const showroomUrl = `${env.showroomUrl}/s/`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <fieldset disabled={readOnly} className="grid gap-4">
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
            <CardTitle className="text-xl">{t('settings.showroom.identity')}</CardTitle>
            <div className="flex items-center gap-2 text-sm">
              {settings.data.verified ? (
                <Badge variant="gold">
                  <BadgeCheck className="size-3" aria-hidden="true" />
                  {t('settings.showroom.verified')}
                </Badge>
              ) : (
                <Badge variant="outline">{t('settings.showroom.notVerified')}</Badge>
              )}
              <span className="text-muted-foreground">{t('settings.showroom.verifiedHint')}</span>
            </div>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('settings.showroom.slug')}
              error={errors.slug}
              required
              hint={t('settings.showroom.slugHint', { url: `${showroomUrl}${values.slug}` })}
              className="sm:col-span-2"
            >
              <Input
                autoCapitalize="none"
                spellCheck={false}
                value={values.slug}
                onChange={(e) => set('slug', e.target.value.toLowerCase())}
              />
            </FormField>
            <FormField label={t('settings.showroom.name')} error={errors.name} required>
              <Input value={values.name} onChange={(e) => set('name', e.target.value)} />
            </FormField>
            <FormField label={t('settings.showroom.city')} error={errors.city}>
              <Input value={values.city} onChange={(e) => set('city', e.target.value)} />
            </FormField>
            <FormField
              label={t('settings.showroom.tagline')}
              error={errors.tagline}
              className="sm:col-span-2"
            >
              <Input value={values.tagline} onChange={(e) => set('tagline', e.target.value)} />
            </FormField>
            <FormField label={t('settings.showroom.since')} error={errors.foundedYear}>
              <Input
                inputMode="numeric"
                value={values.foundedYear}
                onChange={(e) => set('foundedYear', e.target.value.replace(/[^0-9]/g, '').slice(0, 4))}
              />
            </FormField>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{t('settings.showroom.languages')}</legend>
              {(['fr', 'en'] as const).map((language) => (
                <div key={language} className="flex items-center gap-2">
                  <Checkbox
                    id={`showroom-language-${language}`}
                    checked={values.languages.includes(language)}
                    onCheckedChange={(checked) => toggleLanguage(language, checked === true)}
                  />
                  <Label htmlFor={`showroom-language-${language}`}>
                    {t(`settings.showroom.language.${language}`)}
                  </Label>
                </div>
              ))}
              {errors.languages ? (
                <p role="alert" className="text-sm text-destructive">
                  {errors.languages}
                </p>
              ) : null}
            </fieldset>
            {values.languages.length > 1 ? (
              <ChoiceField
                label={t('settings.showroom.defaultLanguage')}
                value={values.languages[0] ?? 'fr'}
                onChange={(first) =>
                  set('languages', [first as Language, ...values.languages.filter((l) => l !== first)])
                }
                options={values.languages.map((l) => ({
                  value: l,
                  label: t(`settings.showroom.language.${l}`),
                }))}
              />
            ) : null}
            <ImageUploadField
              label={t('settings.showroom.logo')}
              value={values.logoImage}
              onChange={(url) => set('logoImage', url)}
              error={errors.logoImage}
              hint={t('image.hint')}
              previewClassName="size-24"
            />
            <ImageUploadField
              label={t('settings.showroom.banner')}
              value={values.bannerImage}
              onChange={(url) => set('bannerImage', url)}
              error={errors.bannerImage}
              hint={t('image.hint')}
              previewClassName="h-24 w-full max-w-xs"
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-xl">{t('settings.showroom.contact')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('settings.showroom.email')} error={errors.email}>
              <Input type="email" value={values.email} onChange={(e) => set('email', e.target.value)} />
            </FormField>
            <FormField label={t('settings.showroom.phone')} error={errors.phone}>
              <Input type="tel" value={values.phone} onChange={(e) => set('phone', e.target.value)} />
            </FormField>
            <FormField label={t('settings.showroom.address')} error={errors.address}>
              <Textarea rows={2} value={values.address} onChange={(e) => set('address', e.target.value)} />
            </FormField>
            <FormField label={t('settings.showroom.postalCode')} error={errors.postalCode}>
              <Input value={values.postalCode} onChange={(e) => set('postalCode', e.target.value)} />
            </FormField>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="text-xl">{t('settings.showroom.social')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {SOCIAL_NETWORKS.map((network) => (
              <FormField
                key={network}
                label={t(`settings.showroom.network.${network}`)}
                error={errors[`socialLinks.${network}`]}
              >
                <Input
                  type="url"
                  placeholder="https://"
                  value={values.socialLinks[network]}
                  onChange={(e) => setLink(network, e.target.value)}
                />
              </FormField>
            ))}
          </CardContent>
        </Card>
      </fieldset>
      {readOnly ? (
        <p className="text-sm text-muted-foreground">{t('settings.business.ownerOnly')}</p>
      ) : (
        <Button type="submit" loading={update.isPending} className="justify-self-start">
          {t('settings.showroom.save')}
        </Button>
      )}
    </form>
  );
}
