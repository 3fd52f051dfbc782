import { useBasketEnquiry, useShowroomPieces } from '@carat/api-client/react';
import {
  EmptyState,
  FormField,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  Skeleton,
  Textarea,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { type BasketEnquiryInput, basketEnquirySchema } from '@carat/validation/showroom';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShoppingBag, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useBasket } from '#features/saved/useBasket.ts';
import { formatPrice } from '#lib/format.ts';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';
import { ContactFields, ContactFormEnd, useContactForm } from './ContactForm.tsx';
import type { PanelProps } from './types.ts';

type ContactValues = Omit<BasketEnquiryInput, 'items'>;

/**
 * The enquiry basket: the pieces with their choices, sent to the jeweller as one enquiry. Nothing is sold
 * or paid through the showroom.
 */
export default function BasketSheet({ open, onOpenChange }: PanelProps) {
  const { t, locale } = useI18n();
  const { slug } = useShowroomScope();
  const basket = useBasket(slug);
  // The device keeps each line's piece number and choices; the pieces themselves are read on opening.
  const pieces = useShowroomPieces(
    slug,
    basket.lines.map((line) => line.ref),
    locale,
  );
  const send = useBasketEnquiry(slug);
  const schema = basketEnquirySchema(locale).omit({ items: true });
  const form = useForm<ContactValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', phone: '', message: '', website: '' },
  });
  const { errors } = form.formState;
  const productOf = (ref: number) => pieces.data?.find((p) => p.ref === ref);

  const { submit, formError } = useContactForm(form, async (values) => {
    await send.mutateAsync({ ...values, locale, items: basket.lines });
    toast.success(t('basket.sent'), { description: t('basket.sentText') });
    basket.clear();
    form.reset();
    onOpenChange(false);
  });

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" closeLabel={t('common.close')} className="w-full sm:max-w-md">
        <SheetHeader>
          <SheetTitle>{t('basket.title')}</SheetTitle>
          <SheetDescription>{t('basket.description')}</SheetDescription>
        </SheetHeader>
        {basket.lines.length === 0 ? (
          <EmptyState icon={<ShoppingBag />} title={t('basket.title')} description={t('basket.empty')} />
        ) : (
          <>
            <ul className="grid gap-2">
              {basket.lines.map((line, index) => {
                const product = productOf(line.ref);
                const name = product?.name ?? `ID ${line.ref}`;
                return (
                  <li
                    key={`${line.ref}-${index}`}
                    className="flex items-start gap-3 rounded-md border border-border p-2"
                  >
                    {product?.image ? (
                      <img
                        src={product.image.url}
                        alt=""
                        width={56}
                        height={56}
                        className="size-14 rounded object-cover"
                      />
                    ) : null}
                    <div className="grid flex-1 gap-0.5 text-sm">
                      {product || !pieces.isPending ? (
                        <span className="font-medium">{name}</span>
                      ) : (
                        <Skeleton className="h-4 w-32" />
                      )}
                      {product ? (
                        <span className="text-gold-text">
                          {formatPrice(line.priceMinor ?? product.priceMinor, product.currency, locale)}
                        </span>
                      ) : null}
                      <span className="text-xs text-muted-foreground">
                        {[line.size, line.colour, line.stone, line.engraving ? `« ${line.engraving} »` : null]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </div>
                    <button
                      type="button"
                      aria-label={t('basket.remove', { name })}
                      onClick={() => basket.remove(index)}
                      className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                );
              })}
            </ul>
            <form noValidate onSubmit={submit} className="grid gap-4">
              <ContactFields
                name={form.register('name')}
                email={form.register('email')}
                phone={form.register('phone')}
                errors={errors}
              />
              <FormField label={t('form.messageOptional')} error={errors.message?.message}>
                <Textarea rows={3} {...form.register('message')} />
              </FormField>
              <ContactFormEnd
                website={form.register('website')}
                formError={formError}
                submitting={form.formState.isSubmitting}
              >
                {t('basket.send')} ({t('basket.count', { count: basket.lines.length })})
              </ContactFormEnd>
            </form>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
