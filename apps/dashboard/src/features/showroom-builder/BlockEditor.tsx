import { errorMessage } from '@carat/api-client';
import { useProductList } from '@carat/api-client/react';
import { Button, Checkbox, FormField, Input, Label, Textarea } from '@carat/ui';
import { type MessageKey, useI18n } from '@carat/ui/i18n';
import type { ShowroomBlock } from '@carat/validation/showroom-builder';
import { Plus, Trash2 } from 'lucide-react';

type Edit = (content: Record<string, unknown>) => void;

/** A text of a block's content: its key, its label, an input of a type or a textarea of `rows` lines. */
interface TextField {
  key: string;
  label: MessageKey;
  type?: 'url' | 'email' | 'tel';
  rows?: number;
}

/** The blocks made of texts only, and their fields in order (a URL's field says which URLs are taken). */
const TEXT_FIELDS: Record<'hero' | 'text' | 'image' | 'video' | 'contact', readonly TextField[]> = {
  hero: [
    { key: 'title', label: 'builder.field.title' },
    { key: 'subtitle', label: 'builder.field.subtitle' },
    { key: 'image', label: 'builder.field.image', type: 'url' },
  ],
  text: [{ key: 'text', label: 'builder.field.text', rows: 6 }],
  image: [
    { key: 'url', label: 'builder.field.url', type: 'url' },
    { key: 'alt', label: 'builder.field.alt' },
  ],
  video: [{ key: 'url', label: 'builder.field.videoUrl', type: 'url' }],
  contact: [
    { key: 'email', label: 'builder.field.email', type: 'email' },
    { key: 'phone', label: 'builder.field.phone', type: 'tel' },
    { key: 'address', label: 'builder.field.address', rows: 3 },
  ],
};

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
    case 'hero':
    case 'text':
    case 'image':
    case 'video':
    case 'contact': {
      const content = block.content as Record<string, string>;
      const fields = TEXT_FIELDS[block.type].map((field) => (
        <FormField
          key={field.key}
          label={t(field.label)}
          hint={field.type === 'url' ? t('builder.field.urlHint') : undefined}
          error={err(field.key)}
        >
          {field.rows ? (
            <Textarea
              rows={field.rows}
              value={content[field.key] ?? ''}
              onChange={(e) => onChange({ ...content, [field.key]: e.target.value })}
            />
          ) : (
            <Input
              type={field.type}
              value={content[field.key] ?? ''}
              onChange={(e) => onChange({ ...content, [field.key]: e.target.value })}
            />
          )}
        </FormField>
      ));
      return fields.length === 1 ? fields[0] : <div className="grid gap-3">{fields}</div>;
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
