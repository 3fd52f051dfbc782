import { errorMessage } from '@carat/api-client';
import { type AssistantSettings, useSaveAssistantSettings } from '@carat/api-client/react';
import { Button, FormField, Input, Label, Switch, Textarea, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { ASSISTANT_LIMITS, ASSISTANT_TONES, type AssistantToneId } from '@carat/validation/assistant';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';

interface Draft {
  enabled: boolean;
  welcomeFr: string;
  welcomeEn: string;
  tone: AssistantToneId;
  handoffEmail: string;
  faq: { question: string; answer: string }[];
}

const draftOf = (settings: AssistantSettings): Draft => ({
  enabled: settings.enabled,
  welcomeFr: settings.welcomeFr ?? '',
  welcomeEn: settings.welcomeEn ?? '',
  tone: settings.tone,
  handoffEmail: settings.handoffEmail ?? '',
  faq: settings.faq.map((entry) => ({ ...entry })),
});

/** The tool page's settings: on/off, welcome messages, tone, hand-off address and FAQ entries. */
export function AssistantSettingsForm({ settings }: { settings: AssistantSettings }) {
  const { t, locale } = useI18n();
  const save = useSaveAssistantSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [fields, setFields] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setFaq = (i: number, key: 'question' | 'answer', value: string) =>
    setDraft((d) => ({ ...d, faq: d.faq.map((e, j) => (j === i ? { ...e, [key]: value } : e)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFields({});
    save
      .mutateAsync({
        ...draft,
        welcomeFr: draft.welcomeFr || null,
        welcomeEn: draft.welcomeEn || null,
        handoffEmail: draft.handoffEmail || null,
        faq: draft.faq.filter((e) => e.question.trim() || e.answer.trim()),
      })
      .then((saved) => {
        setDraft(draftOf(saved));
        toast.success(t('assistant.saved'));
      })
      .catch((error: { fields?: Record<string, string> }) => {
        setFields(error.fields ?? {});
        toast.error(t('assistant.saveFailed'), { description: errorMessage(error, locale) });
      });
  };

  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <div className="flex items-start justify-between gap-4">
        <div>
          <Label htmlFor="assistant-enabled">{t('assistant.enabled')}</Label>
          <p className="text-sm text-muted-foreground">{t('assistant.enabledHint')}</p>
        </div>
        <Switch
          id="assistant-enabled"
          checked={draft.enabled}
          onCheckedChange={(value) => set('enabled', value)}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={t('assistant.welcomeFr')} error={fields.welcomeFr}>
          <Textarea
            value={draft.welcomeFr}
            maxLength={ASSISTANT_LIMITS.welcomeMax}
            onChange={(e) => set('welcomeFr', e.target.value)}
          />
        </FormField>
        <FormField label={t('assistant.welcomeEn')} error={fields.welcomeEn}>
          <Textarea
            value={draft.welcomeEn}
            maxLength={ASSISTANT_LIMITS.welcomeMax}
            onChange={(e) => set('welcomeEn', e.target.value)}
          />
        </FormField>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={t('assistant.tone')}>
          <select
            className="h-10 rounded-md border border-input bg-background px-3 text-sm"
            value={draft.tone}
            onChange={(e) => set('tone', e.target.value as AssistantToneId)}
          >
            {ASSISTANT_TONES.map((tone) => (
              <option key={tone} value={tone}>
                {t(`assistant.tone.${tone}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          label={t('assistant.handoff')}
          hint={t('assistant.handoffHint')}
          error={fields.handoffEmail}
        >
          <Input
            type="email"
            autoComplete="email"
            value={draft.handoffEmail}
            onChange={(e) => set('handoffEmail', e.target.value)}
          />
        </FormField>
      </div>

      <fieldset className="grid gap-3">
        <legend className="font-medium">{t('assistant.faq.title')}</legend>
        <p className="text-sm text-muted-foreground">{t('assistant.faq.hint')}</p>
        {draft.faq.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('assistant.faq.empty')}</p>
        ) : null}
        {draft.faq.map((entry, i) => (
          <div key={i} className="grid gap-2 rounded-md border p-3">
            <FormField label={t('assistant.faq.question', { n: i + 1 })} error={fields[`faq.${i}.question`]}>
              <Input
                value={entry.question}
                maxLength={ASSISTANT_LIMITS.faqQuestionMax}
                onChange={(e) => setFaq(i, 'question', e.target.value)}
              />
            </FormField>
            <FormField label={t('assistant.faq.answer', { n: i + 1 })} error={fields[`faq.${i}.answer`]}>
              <Textarea
                value={entry.answer}
                maxLength={ASSISTANT_LIMITS.faqAnswerMax}
                onChange={(e) => setFaq(i, 'answer', e.target.value)}
              />
            </FormField>
            <div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() =>
                  set(
                    'faq',
                    draft.faq.filter((_, j) => j !== i),
                  )
                }
              >
                <Trash2 aria-hidden="true" /> {t('assistant.faq.remove', { n: i + 1 })}
              </Button>
            </div>
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={draft.faq.length >= ASSISTANT_LIMITS.faqMax}
            onClick={() => set('faq', [...draft.faq, { question: '', answer: '' }])}
          >
            <Plus aria-hidden="true" /> {t('assistant.faq.add')}
          </Button>
        </div>
      </fieldset>
      <div>
        <Button type="submit" loading={save.isPending}>
          {t('assistant.save')}
        </Button>
      </div>
    </form>
  );
}
