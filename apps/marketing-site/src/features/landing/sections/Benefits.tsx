import { useI18n } from '@carat/ui/i18n';
import {
  Gift,
  Hourglass,
  type LucideIcon,
  Palette,
  ShieldCheck,
  Timer,
  Infinity as Unlimited,
} from 'lucide-react';
import { SectionHeading } from '#features/layout/SectionHeading.tsx';

type Benefit = 'time' | 'cancel' | 'setup' | 'free' | 'ownership' | 'security';

const BENEFITS: readonly { key: Benefit; Icon: LucideIcon }[] = [
  { key: 'time', Icon: Hourglass },
  { key: 'cancel', Icon: Unlimited },
  { key: 'setup', Icon: Timer },
  { key: 'free', Icon: Gift },
  { key: 'ownership', Icon: Palette },
  { key: 'security', Icon: ShieldCheck },
];

export function Benefits() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="benefits-title" className="dark bg-background py-20 text-foreground sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="benefits-title" eyebrow={t('benefits.eyebrow')} title={t('benefits.title')} />
        <ul className="mt-14 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFITS.map(({ key, Icon }) => (
            <li key={key} className="border-t border-gold/40 pt-6">
              <Icon aria-hidden="true" className="size-6 text-gold-text" />
              <h3 className="mt-4 font-display text-2xl font-medium">{t(`benefits.${key}.title`)}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{t(`benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
