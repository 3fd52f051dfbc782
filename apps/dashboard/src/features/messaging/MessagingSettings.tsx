import { errorMessage } from '@carat/api-client';
import {
  type MessagingSettings as Settings,
  useMessagingSettings,
  useSetMessagingSettings,
} from '@carat/api-client/react';
import { fillTemplate, SMS_TEMPLATE_KEYS, type SmsTemplateKey, segmentCount } from '@carat/domain/messaging';
import { Button, Input, Label, Skeleton, Textarea, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useId, useState } from 'react';
import { money } from '#lib/format.ts';

const SAMPLE = {
  business: 'Maison Aurore',
  date: '12/06',
  time: '14:00',
  link: 'https://carat.example/b/x7',
  number: 'REP-2026-014',
  balance: '45,00 €',
  amount: '120,00 €',
};

type Locale = 'fr' | 'en';

/** Settings → Messages: the provider (the platform's account or the jeweller's own) and the templates. */
export function MessagingSettings() {
  const settings = useMessagingSettings();
  if (settings.isPending) return <Skeleton className="h-64 w-full" />;
  if (settings.isError) return null;
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: Settings }) {
  const { t, locale } = useI18n();
  const save = useSetMessagingSettings();
  const id = useId();
  const [provider, setProvider] = useState(settings.provider);
  const [accountSid, setAccountSid] = useState(settings.twilioAccountSid ?? '');
  const [authToken, setAuthToken] = useState('');
  const [serviceSid, setServiceSid] = useState(settings.messagingServiceSid ?? '');
  const [sender, setSender] = useState(settings.senderNumber ?? '');
  const [whatsapp, setWhatsapp] = useState(settings.whatsappNumber ?? '');
  const [lang, setLang] = useState<Locale>(locale === 'en' ? 'en' : 'fr');
  const [templates, setTemplates] = useState<Record<Locale, Record<SmsTemplateKey, string>>>(() => ({
    fr: Object.fromEntries(SMS_TEMPLATE_KEYS.map((k) => [k, settings.templates.fr[k].text])) as Record<
      SmsTemplateKey,
      string
    >,
    en: Object.fromEntries(SMS_TEMPLATE_KEYS.map((k) => [k, settings.templates.en[k].text])) as Record<
      SmsTemplateKey,
      string
    >,
  }));
  const { platform } = settings;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        provider,
        twilioAccountSid: accountSid.trim() || null,
        ...(authToken.trim() ? { twilioAuthToken: authToken.trim() } : {}),
        messagingServiceSid: serviceSid.trim() || null,
        senderNumber: sender.trim() || null,
        whatsappNumber: whatsapp.trim() || null,
        templates,
      },
      {
        onSuccess: () => {
          setAuthToken('');
          toast.success(t('messaging.settings.saved'));
        },
        onError: (error) =>
          toast.error(t('messaging.settings.failed'), { description: errorMessage(error, locale) }),
      },
    );
  };

  return (
    <form className="grid max-w-2xl gap-6" onSubmit={submit}>
      <div>
        <h2 className="font-display text-2xl">{t('messaging.settings.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('messaging.settings.subtitle')}</p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('messaging.settings.provider')}</legend>
        {(['platform', 'own'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-provider`}
              value={value}
              checked={provider === value}
              onChange={() => setProvider(value)}
            />
            {t(`messaging.settings.${value}`)}
          </label>
        ))}
        {provider === 'platform' ? (
          <p className="text-xs text-muted-foreground" data-testid="platform-cost">
            {t('messaging.settings.platformCost', {
              price: money(platform.segmentPriceMinor, platform.currency, locale),
              used: String(platform.segmentsUsed),
              allowance: String(platform.segmentsPerMonth),
            })}
          </p>
        ) : null}
        {provider === 'platform' && settings.platformMode === 'outbox' ? (
          <p className="rounded-md border border-amber-400 bg-amber-50 p-2 text-xs text-amber-900">
            {t('messaging.settings.outbox')}
          </p>
        ) : null}
        {provider === 'platform' && settings.platformMode === 'unavailable' ? (
          <p className="text-xs text-destructive">{t('messaging.settings.unavailable')}</p>
        ) : null}
      </fieldset>
      {provider === 'own' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            id={`${id}-sid`}
            label={t('messaging.settings.accountSid')}
            value={accountSid}
            onChange={setAccountSid}
          />
          <div className="grid gap-1">
            <Label htmlFor={`${id}-token`}>{t('messaging.settings.authToken')}</Label>
            <Input
              id={`${id}-token`}
              type="password"
              autoComplete="off"
              value={authToken}
              placeholder={settings.twilioAuthTokenSet ? t('messaging.settings.authTokenSet') : ''}
              onChange={(event) => setAuthToken(event.target.value)}
            />
          </div>
          <Field
            id={`${id}-service`}
            label={t('messaging.settings.serviceSid')}
            value={serviceSid}
            onChange={setServiceSid}
          />
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id={`${id}-sender`}
          label={t('messaging.settings.sender')}
          value={sender}
          onChange={setSender}
          type="tel"
        />
        <Field
          id={`${id}-wa`}
          label={t('messaging.settings.whatsapp')}
          value={whatsapp}
          onChange={setWhatsapp}
          type="tel"
        />
      </div>
      <section className="grid gap-3" aria-labelledby={`${id}-templates`}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`${id}-templates`} className="font-medium">
            {t('messaging.settings.templates')}
          </h3>
          <fieldset className="flex gap-1">
            {(['fr', 'en'] as const).map((l) => (
              <Button
                key={l}
                type="button"
                size="sm"
                variant={lang === l ? 'default' : 'outline'}
                aria-pressed={lang === l}
                onClick={() => setLang(l)}
              >
                {l.toUpperCase()}
              </Button>
            ))}
          </fieldset>
        </div>
        <p className="text-xs text-muted-foreground">{t('messaging.settings.templatesHint')}</p>
        {SMS_TEMPLATE_KEYS.map((key) => {
          const text = templates[lang][key];
          const preview = fillTemplate(text, SAMPLE);
          const count = segmentCount(preview);
          return (
            <div key={key} className="grid gap-1">
              <Label htmlFor={`${id}-${key}`}>{t(`messaging.settings.template.${key}`)}</Label>
              <Textarea
                id={`${id}-${key}`}
                rows={2}
                maxLength={640}
                value={text}
                onChange={(event) =>
                  setTemplates((all) => ({ ...all, [lang]: { ...all[lang], [key]: event.target.value } }))
                }
              />
              <p className="text-xs text-muted-foreground">
                {t('messaging.settings.preview')} : {preview}
              </p>
              <p className="text-xs text-muted-foreground" data-testid={`segments-${key}`}>
                {t('messaging.segments', {
                  count: preview.length,
                  segments: count.segments,
                  encoding: count.encoding,
                })}
              </p>
            </div>
          );
        })}
      </section>
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        {t('messaging.settings.save')}
      </Button>
    </form>
  );
}

function Field(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: string;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        type={props.type ?? 'text'}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}
