import { useI18n } from '@carat/ui/i18n';
import { BrandMark } from '#features/layout/BrandMark.tsx';
import { links, SECTIONS } from '#lib/links.ts';

const COLUMNS = [
  {
    title: 'footer.product',
    items: [
      { key: 'footer.features', href: links.section(SECTIONS.features) },
      { key: 'footer.pricing', href: links.section(SECTIONS.pricing) },
      { key: 'footer.clientDemo', href: links.clientDemo },
      { key: 'footer.jewellerDemo', href: links.jewellerDemo },
      { key: 'footer.faq', href: links.faq },
    ],
  },
  {
    title: 'footer.help',
    items: [
      { key: 'footer.support', href: links.supportMail },
      { key: 'footer.contact', href: links.contactMail },
    ],
  },
  {
    title: 'footer.legalTitle',
    items: [
      { key: 'footer.legal', href: links.legal },
      { key: 'footer.privacy', href: links.privacy },
      { key: 'footer.terms', href: links.terms },
    ],
  },
] as const;

export function SiteFooter() {
  const { t } = useI18n();
  return (
    <footer className="dark border-t border-border bg-background text-foreground">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <BrandMark />
          <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">{t('footer.blurb')}</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-labelledby={`${column.title}-title`}>
            <h2
              id={`${column.title}-title`}
              className="mb-4 text-xs font-semibold tracking-[0.2em] text-gold-text uppercase"
            >
              {t(column.title)}
            </h2>
            <ul className="flex flex-col gap-1 text-sm">
              {column.items.map((item) => (
                <li key={item.key}>
                  <a
                    href={item.href}
                    className="inline-block rounded-sm py-1.5 text-muted-foreground transition-colors hover:text-foreground"
                  >
                    {t(item.key)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-muted-foreground sm:flex-row sm:justify-between sm:px-6">
          <p>{t('footer.copyright')}</p>
          <p>{t('footer.place')}</p>
        </div>
      </div>
    </footer>
  );
}
