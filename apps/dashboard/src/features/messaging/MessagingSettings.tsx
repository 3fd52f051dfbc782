import { errorMessage } from '@carat/api-client';
import {
  type MessagingSettings as Settings,
  useMessagingSettings,
  useSetMessagingSettings,
} from '@carat/api-client/react';
import {
  fillTemplate,
  SMS_TEMPLATE_KEYS,
  type SmsTemplateKey,
  segmentCount,
  TEMPLATE_PLACEHOLDERS,
  WHATSAPP_TEMPLATE_KEYS,
  type WhatsAppTemplateKey,
} from '@carat/domain/messaging';
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

/** An approved WhatsApp template as typed: its SID and its variables' names, comma-separated. */
type WhatsAppDraft = { sid: string; variables: string };

const isWhatsAppKey = (key: SmsTemplateKey): key is WhatsAppTemplateKey =>
  (WHATSAPP_TEMPLATE_KEYS as readonly string[]).includes(key);

function whatsappDrafts(settings: Settings, lang: Locale) {
  return Object.fromEntries(
    WHATSAPP_TEMPLATE_KEYS.map((key) => {
      const ref = settings.whatsappTemplates[lang][key];
      return [key, { sid: ref?.contentSid ?? '', variables: ref?.variables.join(', ') ?? '' }];
    }),
  ) as Record<WhatsAppTemplateKey, WhatsAppDraft>;
}

/** What the API takes: an empty SID removes the template; '{time}' and 'time' name the same variable. */
function whatsappInput(drafts: Record<WhatsAppTemplateKey, WhatsAppDraft>) {
  return Object.fromEntries(
    WHATSAPP_TEMPLATE_KEYS.map((key) => {
      const { sid, variables } = drafts[key];
      const names = variables
        .split(',')
        .map((name) => name.replace(/[{}\s]/g, ''))
        .filter(Boolean);
      return [key, sid.trim() ? { contentSid: sid.trim(), variables: names } : null];
    }),
  ) as Record<WhatsAppTemplateKey, { contentSid: string; variables: string[] } | null>;
}

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
  const [whatsappTemplates, setWhatsappTemplates] = useState(() => ({
    fr: whatsappDrafts(settings, 'fr'),
    en: whatsappDrafts(settings, 'en'),
  }));
  const setWhatsappDraft = (key: WhatsAppTemplateKey, change: Partial<WhatsAppDraft>) =>
    setWhatsappTemplates((all) => ({
      ...all,
      [lang]: { ...all[lang], [key]: { ...all[lang][key], ...change } },
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
        whatsappTemplates: {
          fr: whatsappInput(whatsappTemplates.fr),
          en: whatsappInput(whatsappTemplates.en),
        },
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
        <p id={`${id}-wa-hint`} className="text-xs text-muted-foreground">
          {t('messaging.settings.whatsappTemplateHint')}
        </p>
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
              {isWhatsAppKey(key) ? (
                <div className="grid gap-2 rounded-md border p-2 sm:grid-cols-2">
                  <div className="grid gap-1">
                    <Label htmlFor={`${id}-${key}-wa-sid`}>{t('messaging.settings.whatsappTemplate')}</Label>
                    <Input
                      id={`${id}-${key}-wa-sid`}
                      value={whatsappTemplates[lang][key].sid}
                      placeholder="HX…"
                      spellCheck={false}
                      aria-describedby={`${id}-wa-hint`}
                      onChange={(event) => setWhatsappDraft(key, { sid: event.target.value })}
                    />
                  </div>
                  <div className="grid gap-1">
                    <Label htmlFor={`${id}-${key}-wa-vars`}>
                      {t('messaging.settings.whatsappVariables')}
                    </Label>
                    <Input
                      id={`${id}-${key}-wa-vars`}
                      value={whatsappTemplates[lang][key].variables}
                      placeholder={TEMPLATE_PLACEHOLDERS[key].join(', ')}
                      spellCheck={false}
                      onChange={(event) => setWhatsappDraft(key, { variables: event.target.value })}
                    />
                    <p className="text-xs text-muted-foreground">
                      {t('messaging.settings.whatsappVariablesHint', {
                        names: TEMPLATE_PLACEHOLDERS[key].join(', '),
                      })}
                    </p>
                  </div>
                </div>
              ) : null}
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
