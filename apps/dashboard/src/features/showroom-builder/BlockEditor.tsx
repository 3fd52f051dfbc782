import { errorMessage } from '@carat/api-client';
import { useProductList } from '@carat/api-client/react';
import { Button, Checkbox, FormField, Input, Label, Textarea } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import type { ShowroomBlock } from '@carat/validation/showroom-builder';
import { Plus, Trash2 } from 'lucide-react';

type Edit = (content: Record<string, unknown>) => void;

/** The editor of the selected block: one form per block type (text editor 6 rows, contact address 3 rows). */
export function BlockEditor({
  block,
  onChange,
  errors,
}: {
  block: ShowroomBlock;
  onChange: Edit;
  errors: Record<string, string>;
}) {
  const { t } = useI18n();
  const err = (field: string) => errors[field];
  switch (block.type) {
    case 'hero': {
      const c = block.content;
      return (
        <div className="grid gap-3">
          <FormField label={t('builder.field.title')} error={err('title')}>
            <Input value={c.title} onChange={(e) => onChange({ ...c, title: e.target.value })} />
          </FormField>
          <FormField label={t('builder.field.subtitle')} error={err('subtitle')}>
            <Input value={c.subtitle} onChange={(e) => onChange({ ...c, subtitle: e.target.value })} />
          </FormField>
          <FormField label={t('builder.field.image')} hint={t('builder.field.urlHint')} error={err('image')}>
            <Input type="url" value={c.image} onChange={(e) => onChange({ ...c, image: e.target.value })} />
          </FormField>
        </div>
      );
    }
    case 'text': {
      const c = block.content;
      return (
        <FormField label={t('builder.field.text')} error={err('text')}>
          <Textarea rows={6} value={c.text} onChange={(e) => onChange({ ...c, text: e.target.value })} />
        </FormField>
      );
    }
    case 'image': {
      const c = block.content;
      return (
        <div className="grid gap-3">
          <FormField label={t('builder.field.url')} hint={t('builder.field.urlHint')} error={err('url')}>
            <Input type="url" value={c.url} onChange={(e) => onChange({ ...c, url: e.target.value })} />
          </FormField>
          <FormField label={t('builder.field.alt')} error={err('alt')}>
            <Input value={c.alt} onChange={(e) => onChange({ ...c, alt: e.target.value })} />
          </FormField>
        </div>
      );
    }
    case 'video': {
      const c = block.content;
      return (
        <FormField label={t('builder.field.videoUrl')} hint={t('builder.field.urlHint')} error={err('url')}>
          <Input type="url" value={c.url} onChange={(e) => onChange({ ...c, url: e.target.value })} />
        </FormField>
      );
    }
    case 'contact': {
      const c = block.content;
      return (
        <div className="grid gap-3">
          <FormField label={t('builder.field.email')} error={err('email')}>
            <Input type="email" value={c.email} onChange={(e) => onChange({ ...c, email: e.target.value })} />
          </FormField>
          <FormField label={t('builder.field.phone')} error={err('phone')}>
            <Input type="tel" value={c.phone} onChange={(e) => onChange({ ...c, phone: e.target.value })} />
          </FormField>
          <FormField label={t('builder.field.address')} error={err('address')}>
            <Textarea
              rows={3}
              value={c.address}
              onChange={(e) => onChange({ ...c, address: e.target.value })}
            />
          </FormField>
        </div>
      );
    }
    case 'products':
      return <ProductsEditor items={block.content.items} onChange={(items) => onChange({ items })} />;
    case 'testimonials': {
      const reviews = block.content.reviews;
      const set = (next: typeof reviews) => onChange({ reviews: next });
      return (
        <div className="grid gap-4">
          {reviews.map((review, i) => (
            <fieldset key={i} className="grid gap-2 rounded-md border border-border p-3">
              <legend className="px-1 text-sm">{t('builder.field.testimonial', { n: i + 1 })}</legend>
              <FormField label={t('builder.field.name')} error={err(`reviews.${i}.name`)}>
                <Input
                  value={review.name}
                  onChange={(e) => set(reviews.map((r, j) => (j === i ? { ...r, name: e.target.value } : r)))}
                />
              </FormField>
              <FormField label={t('builder.field.quote')} error={err(`reviews.${i}.text`)}>
                <Textarea
                  rows={3}
                  value={review.text}
                  onChange={(e) => set(reviews.map((r, j) => (j === i ? { ...r, text: e.target.value } : r)))}
                />
              </FormField>
              <FormField label={t('builder.field.rating')}>
                <Input
                  type="number"
                  min={1}
                  max={5}
                  value={review.rating}
                  onChange={(e) =>
                    set(
                      reviews.map((r, j) =>
                        j === i ? { ...r, rating: Math.min(5, Math.max(1, Number(e.target.value) || 5)) } : r,
                      ),
                    )
                  }
                />
              </FormField>
              <Button
                variant="ghost"
                size="sm"
                className="justify-self-start"
                onClick={() => set(reviews.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" /> {t('builder.remove')}
              </Button>
            </fieldset>
          ))}
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={reviews.length >= 12}
            onClick={() => set([...reviews, { name: '', text: '', rating: 5 }])}
          >
            <Plus aria-hidden="true" /> {t('builder.addTestimonial')}
          </Button>
        </div>
      );
    }
  }
}

function ProductsEditor({ items, onChange }: { items: number[]; onChange: (items: number[]) => void }) {
  const { t, locale } = useI18n();
  const list = useProductList();
  if (list.isLoading) return <p className="text-sm text-muted-foreground">{t('common.loading')}</p>;
  if (list.error) return <p role="alert">{errorMessage(list.error, locale)}</p>;
  if (!list.data?.length) return <p className="text-sm text-muted-foreground">{t('builder.noProducts')}</p>;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{t('builder.field.products')}</legend>
      {list.data.map((product) => {
        const id = `product-${product.ref}`;
        const checked = items.includes(product.ref);
        return (
          <div key={product.id} className="flex items-center gap-2">
            <Checkbox
              id={id}
              checked={checked}
              onCheckedChange={(value) =>
                onChange(value ? [...items, product.ref] : items.filter((ref) => ref !== product.ref))
              }
            />
            <Label htmlFor={id} className="font-normal">
              #{product.ref} — {product.name}
              {product.published ? '' : ` (${t('builder.unpublished')})`}
            </Label>
          </div>
        );
      })}
    </fieldset>
  );
}
