import { useI18n } from '@carat/ui/i18n';
import { Gem, Sparkles, Store } from 'lucide-react';
import { SectionHeading } from '#features/layout/SectionHeading.tsx';

const PILLARS = [
  { key: 'sell', Icon: Store },
  { key: 'organise', Icon: Gem },
  { key: 'create', Icon: Sparkles },
] as const;

const STATS = ['setup', 'tools', 'jewellers'] as const;

export function MainValue() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="value-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="value-title"
          eyebrow={t('value.eyebrow')}
          title={t('value.title')}
          lead={t('value.lead')}
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {PILLARS.map(({ key, Icon }) => (
            <li key={key} className="rounded-xl border border-border bg-card p-8 shadow-sm">
              <Icon aria-hidden="true" className="size-6 text-gold-text" />
              <h3 className="mt-5 font-display text-3xl font-medium">{t(`value.${key}.title`)}</h3>
              <p className="mt-3 leading-relaxed text-muted-foreground">{t(`value.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-14 grid grid-cols-3 divide-x divide-border rounded-xl border border-border bg-secondary/60 text-center">
          {STATS.map((stat) => (
            <div key={stat} className="flex flex-col-reverse gap-1 px-2 py-6">
              <dt className="text-xs text-muted-foreground sm:text-sm">{t(`value.stat.${stat}Label`)}</dt>
              <dd className="font-display text-3xl font-medium text-gold-text sm:text-5xl">
                {t(`value.stat.${stat}`)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
