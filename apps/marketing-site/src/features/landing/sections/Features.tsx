import { localize, TOOLS, type ToolId } from '@carat/domain';
import { useI18n } from '@carat/ui/i18n';
import {
  BellRing,
  Bot,
  Box,
  CalendarClock,
  ChartColumn,
  ClipboardList,
  CreditCard,
  Gem,
  Glasses,
  LayoutTemplate,
  type LucideIcon,
  Megaphone,
  MessageSquareText,
  PencilRuler,
  Receipt,
  Ruler,
  Share2,
  Sparkles,
  Star,
  Store,
  Users,
  Wrench,
} from 'lucide-react';
import { SectionHeading } from '#features/layout/SectionHeading.tsx';
import { SECTIONS } from '#lib/links.ts';

/** The plan tools come from the domain catalogue (the same titles as the plan cards and the dashboard). */
const TOOL_ICONS: Record<ToolId, LucideIcon> = {
  'custom-order-form': PencilRuler,
  'appointment-scheduler': CalendarClock,
  'size-guide-generator': Ruler,
  'ai-chatbot': Bot,
  'ai-marketing-studio': Megaphone,
  'ai-design-generator': Sparkles,
};

/** The rest of the platform, described on this page. */
/** `planned`: being built — shown with 'Bientôt', as the site promises only what works. */
type PlatformFeature =
  | 'showroom'
  | 'builder'
  | 'collections'
  | 'counter'
  | 'orders'
  | 'invoices'
  | 'clients'
  | 'notifications'
  | 'messages'
  | 'viewer'
  | 'analytics'
  | 'payments'
  | 'reviews'
  | 'sharing';

const PLATFORM_FEATURES: readonly { key: PlatformFeature; Icon: LucideIcon; planned?: boolean }[] = [
  { key: 'showroom', Icon: Store },
  { key: 'builder', Icon: LayoutTemplate },
  { key: 'collections', Icon: Gem },
  { key: 'counter', Icon: Wrench },
  { key: 'orders', Icon: ClipboardList },
  { key: 'invoices', Icon: Receipt },
  { key: 'clients', Icon: Users },
  { key: 'notifications', Icon: BellRing },
  { key: 'messages', Icon: MessageSquareText },
  { key: 'viewer', Icon: Box },
  { key: 'analytics', Icon: ChartColumn },
  { key: 'payments', Icon: CreditCard },
  { key: 'reviews', Icon: Star },
  { key: 'sharing', Icon: Share2 },
];

function FeatureItem({
  Icon,
  title,
  text,
  badge,
}: {
  Icon: LucideIcon;
  title: string;
  text: string;
  badge?: string;
}) {
  return (
    <li className="flex gap-4 rounded-xl border border-border bg-card p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-gold-text">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <h3 className="font-medium">
          {title}
          {badge ? (
            <span className="ml-2 rounded-full border border-gold/60 px-2 py-0.5 align-middle text-[0.7rem] font-semibold text-gold-text">
              {badge}
            </span>
          ) : null}
        </h3>
        <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
      </div>
    </li>
  );
}

export function Features() {
  const { t, locale } = useI18n();
  return (
    <section
      id={SECTIONS.features}
      aria-labelledby="features-title"
      className="bg-secondary/50 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow={t('features.eyebrow')}
          title={t('features.title')}
          lead={t('features.lead')}
        />
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TOOLS.map((tool) => (
            <FeatureItem
              key={tool.id}
              Icon={TOOL_ICONS[tool.id]}
              title={localize(tool.title, locale)}
              text={localize(tool.description, locale)}
              badge={tool.released ? undefined : t('features.planned')}
            />
          ))}
          {PLATFORM_FEATURES.map(({ key, Icon, planned }) => (
            <FeatureItem
              key={key}
              Icon={Icon}
              title={t(`features.${key}.title`)}
              text={t(`features.${key}.text`)}
              badge={planned ? t('features.planned') : undefined}
            />
          ))}
          <FeatureItem Icon={Glasses} title={t('features.tryOn.title')} text={t('features.tryOn.text')} />
        </ul>
      </div>
    </section>
  );
}
