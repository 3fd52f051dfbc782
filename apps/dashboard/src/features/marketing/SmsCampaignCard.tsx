import { errorMessage } from '@carat/api-client';
import { useMe, useMessagingSettings, useSendSmsCampaign } from '@carat/api-client/react';
import { can } from '@carat/domain';
import { DEFAULT_SMS_TEMPLATES, segmentCount, withOptOut } from '@carat/domain/messaging';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Label,
  Textarea,
  toast,
} from '@carat/ui';
import { type Locale, useI18n } from '@carat/ui/i18n';
import { useId, useState } from 'react';

const MAX = 600;

/** The text as the clients receive it: signed with the shop's name, ended with the opt-out line. */
export function smsCampaignPreview(text: string, shop: string, footer: string): string {
  const trimmed = text.trim();
  const signed = shop && !trimmed.includes(shop) ? `${shop} : ${trimmed}` : trimmed;
  return withOptOut(signed, footer);
}

/**
 * A campaign by SMS (`POST /v1/campaigns/sms`): the text, its language, VIP clients only or all, a preview
 * as it will be received with its segment count, and a confirmation before it goes. Only clients who agreed
 * to texts and have a number receive it; the answer says how many were queued and how many left out.
 */
export function SmsCampaignCard() {
  const { t, locale } = useI18n();
  const id = useId();
  const me = useMe();
  // The shop's own opt-out line, for those who may read the texts' settings; the default one otherwise.
  const settings = useMessagingSettings({
    enabled: me.data ? can(me.data.role, 'clients') : false,
  });
  const send = useSendSmsCampaign();
  const [text, setText] = useState('');
  const [language, setLanguage] = useState<Locale>(locale);
  const [vipOnly, setVipOnly] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const custom = settings.data?.templates[language]?.campaign_footer?.text ?? '';
  const footer = /\bSTOP\b/i.test(custom) ? custom : DEFAULT_SMS_TEMPLATES[language].campaign_footer;
  const preview = smsCampaignPreview(text, me.data?.business.name ?? '', footer);
  const count = segmentCount(preview);

  const ask = () => {
    if (text.trim() === '') {
      setError(t('sms.campaign.empty'));
      return;
    }
    setError(null);
    setConfirming(true);
  };

  const confirm = async () => {
    try {
      const result = await send.mutateAsync({ text: text.trim(), locale: language, vipOnly });
      setConfirming(false);
      setText('');
      toast.success(t('sms.campaign.sent', { queued: result.queued, skipped: result.skipped }));
    } catch (failure) {
      setConfirming(false);
      toast.error(t('sms.campaign.failed'), { description: errorMessage(failure, locale) });
    }
  };

  return (
    <Card data-testid="sms-campaign">
      <CardHeader>
        <CardTitle>{t('sms.campaign.title')}</CardTitle>
        <p className="text-sm text-muted-foreground">{t('sms.campaign.body')}</p>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            ask();
          }}
        >
          <FormField label={t('sms.campaign.text')} error={error ?? undefined}>
            <Textarea
              rows={3}
              maxLength={MAX}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
              data-testid="sms-campaign-text"
            />
          </FormField>
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="mb-1 text-sm font-medium">{t('sms.campaign.language')}</legend>
            {(['fr', 'en'] as const).map((option) => (
              <Button
                key={option}
                type="button"
                size="sm"
                variant={language === option ? 'default' : 'outline'}
                aria-pressed={language === option}
                onClick={() => setLanguage(option)}
              >
                {option.toUpperCase()}
              </Button>
            ))}
          </fieldset>
          <div className="flex items-center gap-2">
            <Checkbox
              id={`${id}-vip`}
              checked={vipOnly}
              onCheckedChange={(checked) => setVipOnly(checked === true)}
            />
            <Label htmlFor={`${id}-vip`}>{t('sms.campaign.vipOnly')}</Label>
          </div>
          <div className="grid gap-1 rounded-md border border-border bg-muted/40 p-3 text-sm">
            <p className="font-medium">{t('sms.campaign.preview')}</p>
            <p className="whitespace-pre-wrap break-words" data-testid="sms-campaign-preview">
              {preview}
            </p>
            <p className="text-xs text-muted-foreground" data-testid="sms-campaign-segments">
              {t('sms.campaign.segments', { count: count.segments, encoding: count.encoding })}
            </p>
          </div>
          <Button type="submit" className="justify-self-start">
            {t('sms.campaign.send')}
          </Button>
        </form>
      </CardContent>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('sms.campaign.confirm.title')}</DialogTitle>
            <DialogDescription>
              {vipOnly ? t('sms.campaign.confirm.vip') : t('sms.campaign.confirm.all')}
            </DialogDescription>
          </DialogHeader>
          <p className="whitespace-pre-wrap break-words text-sm">{preview}</p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('sms.campaign.confirm.cancel')}
            </Button>
            <Button onClick={() => void confirm()} loading={send.isPending}>
              {t('sms.campaign.confirm.send')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
