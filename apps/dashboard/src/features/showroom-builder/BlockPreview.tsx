import { useI18n } from '@carat/ui/i18n';
import type { ShowroomBlock } from '@carat/validation/showroom-builder';
import { Mail, MapPin, Phone, Star } from 'lucide-react';

/** How a block looks on the showroom (the preview column and each block's summary). */
export function BlockPreview({ block }: { block: ShowroomBlock }) {
  const { t } = useI18n();
  switch (block.type) {
    case 'hero':
      return (
        <div className="rounded-md bg-primary p-6 text-center text-primary-foreground">
          <p className="font-display text-2xl">{block.content.title || t('builder.placeholder.title')}</p>
          <p className="line-clamp-3 text-sm opacity-80">{block.content.subtitle}</p>
        </div>
      );
    case 'text':
      return (
        <p className="line-clamp-3 text-sm whitespace-pre-line">
          {block.content.text || t('builder.placeholder.text')}
        </p>
      );
    case 'image':
      return block.content.url ? (
        <img
          src={block.content.url}
          alt={block.content.alt}
          className="max-h-40 w-full rounded-md object-cover"
        />
      ) : (
        <p className="text-sm text-muted-foreground">{t('builder.placeholder.image')}</p>
      );
    case 'products':
      return (
        <p className="text-sm">
          {block.content.items.length
            ? t('builder.preview.products', { list: block.content.items.map((ref) => `#${ref}`).join(', ') })
            : t('builder.placeholder.products')}
        </p>
      );
    case 'video':
      return <p className="truncate text-sm">{block.content.url || t('builder.placeholder.video')}</p>;
    case 'testimonials':
      return block.content.reviews.length ? (
        <ul className="grid gap-1 text-sm">
          {block.content.reviews.map((r, i) => (
            <li key={i} className="line-clamp-3">
              <span className="sr-only">{r.rating}/5</span>
              <span className="inline-flex items-center gap-0.5 text-gold-text" aria-hidden="true">
                {Array.from({ length: r.rating }, (_, k) => (
                  <Star key={k} className="size-3 fill-current" aria-hidden="true" />
                ))}
              </span>{' '}
              “{r.text}” — {r.name}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('builder.placeholder.testimonials')}</p>
      );
    case 'contact':
      return (
        <ul className="grid gap-1 text-sm">
          <li className="flex items-center gap-2">
            <Mail className="size-4" aria-hidden="true" /> {block.content.email || '—'}
          </li>
          <li className="flex items-center gap-2">
            <Phone className="size-4" aria-hidden="true" /> {block.content.phone || '—'}
          </li>
          <li className="flex items-center gap-2">
            <MapPin className="size-4" aria-hidden="true" />{' '}
            <span className="line-clamp-3">{block.content.address || '—'}</span>
          </li>
        </ul>
      );
  }
}
