import { errorMessage } from '@carat/api-client';
import {
  type ProductDetail,
  useBusiness,
  useCategories,
  useCreateProduct,
  useMe,
  useProduct,
  useUpdateProduct,
} from '@carat/api-client/react';
import { ENGRAVING_MAX_LENGTH } from '@carat/domain/engraving';
import { RING_SIZE_SYSTEMS, type RingSizeSystem } from '@carat/domain/ring-sizes';
import { PRODUCT_STATUSES } from '@carat/domain/showroom';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checkbox,
  FormField,
  Input,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
  Switch,
  Textarea,
  toast,
} from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { SIZE_SYSTEMS } from '@carat/validation/catalogue';
import { ArrowLeft, Plus } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '#components/list-page/PageHeader.tsx';
import { ProductMetalPricing } from '#features/metal-rates/ProductMetalPricing.tsx';
import { useBasePath } from '#lib/base-path.tsx';
import { showSaveError } from '#lib/saveError.ts';
import { OptionChips } from './OptionChips.tsx';
import { ProductPhotos } from './ProductPhotos.tsx';
import {
  addOptions,
  combinations,
  currencyOf,
  defaultSizeSystem,
  emptyProductValues,
  formFieldOf,
  type ProductFormValues,
  productBody,
  productResolver,
  ringSizeRange,
  type SizeSystem,
  SUGGESTED_RANGE,
  valuesFromProduct,
} from './product-form.ts';
import { StockGrid } from './StockGrid.tsx';

/** /catalogue/new and /catalogue/:id: the piece's form, and its photos once it exists. */
export function ProductFormPage() {
  const { id } = useParams();
  const creating = !id || id === 'new';
  const product = useProduct(creating ? null : id);
  const me = useMe();
  const { t, locale } = useI18n();
  const base = useBasePath();
  const back = (
    <Link
      to={`${base}/catalogue`}
      className="inline-flex items-center gap-2 text-sm underline underline-offset-4"
    >
      <ArrowLeft className="size-4" aria-hidden="true" /> {t('catalogue.form.back')}
    </Link>
  );

  if (!creating && product.isLoading) {
    return (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (!creating && (product.error || !product.data)) {
    return (
      <div className="grid gap-4">
        {back}
        <div role="alert" className="grid gap-2">
          <p className="font-medium">{t('catalogue.form.loadFailed')}</p>
          <p className="text-sm text-muted-foreground">{errorMessage(product.error, locale)}</p>
          <Button variant="outline" className="justify-self-start" onClick={() => void product.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      {back}
      <ProductForm
        key={product.data?.id ?? 'new'}
        product={creating ? null : (product.data ?? null)}
        currency={product.data?.currency ?? me.data?.business.currency}
      />
    </div>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

function ProductForm({
  product,
  currency: currencyCode,
}: {
  product: ProductDetail | null;
  currency?: string;
}) {
  const { t, locale } = useI18n();
  const base = useBasePath();
  const navigate = useNavigate();
  const currency = currencyOf(currencyCode);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const business = useBusiness();
  // The business's own categories, in its order (Settings → Catégories).
  const categories = useCategories();
  const categoryChoices = categories.data?.items ?? [];
  const ids = useId();
  // The business's ring-size system (Settings → Business), else the one its currency suggests.
  const ringSizeSystem: RingSizeSystem = business.data?.ringSizeSystem ?? defaultSizeSystem(currency);

  const resolver = useMemo(
    () => productResolver(locale, currency, t('catalogue.form.priceUnreadable')),
    [locale, currency, t],
  );

  const form = useForm<ProductFormValues>({
    resolver,
    defaultValues: product ? valuesFromProduct(product) : emptyProductValues(),
  });
  const { errors, isSubmitting } = form.formState;
  const [sizes, metals, stones, sizeSystem] = form.watch(['sizes', 'metals', 'stones', 'sizeSystem']);
  const [madeToOrder, engravingAllowed, prices, price] = form.watch([
    'madeToOrder',
    'engravingAllowed',
    'prices',
    'price',
  ]);
  const hasCombinations = combinations(sizes, metals, stones).length > 0;

  const onSubmit = form.handleSubmit(
    async (values) => {
      const body = productBody(values, currency);
      try {
        if (product) {
          const saved = await update.mutateAsync({ id: product.id, change: body });
          // The form shows what was stored (a slug made from the name, the stock's total).
          form.reset(valuesFromProduct(saved));
          toast.success(t('catalogue.form.saved'));
        } else {
          const created = await create.mutateAsync(body);
          toast.success(t('catalogue.form.created'));
          navigate(`${base}/catalogue/${created.id}`, { replace: true });
        }
      } catch (error) {
        showSaveError(error, {
          title: t('catalogue.form.saveFailed'),
          locale,
          onField: (field, message) =>
            form.setError(formFieldOf(field) as FieldPath<ProductFormValues>, { message }),
        });
      }
    },
    () => toast.error(t('catalogue.form.fixErrors')),
  );

  const text = (name: keyof ProductFormValues) => errors[name]?.message as string | undefined;
  const [range, setRange] = useState(() => SUGGESTED_RANGE[ringSizeSystem]);
  const ringSystem = sizeSystem === 'free' ? null : (sizeSystem as RingSizeSystem);
  const chooseSystem = (system: SizeSystem) => {
    form.setValue('sizeSystem', system, { shouldDirty: true });
    // Sizes of one system mean nothing in another: the list starts again.
    form.setValue('sizes', [], { shouldDirty: true });
    if (system !== 'free') setRange(SUGGESTED_RANGE[system]);
  };
  const sizeSystems: SizeSystem[] = [
    ...new Set<SizeSystem>([ringSizeSystem, ...RING_SIZE_SYSTEMS, 'free']),
  ].filter((s) => (SIZE_SYSTEMS as readonly string[]).includes(s));

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-6" data-testid="product-form">
      <PageHeader
        title={product ? t('catalogue.form.editTitle', { name: product.name }) : t('catalogue.form.newTitle')}
        subtitle={product ? t('catalogue.ref', { ref: product.ref }) : t('catalogue.form.section.textsHint')}
        actions={
          <>
            {/* Straight on to the next piece, as when entering a collection one piece after another. */}
            {product ? (
              <Button asChild variant="outline">
                <Link to={`${base}/catalogue/new`}>
                  <Plus aria-hidden="true" /> {t('catalogue.new')}
                </Link>
              </Button>
            ) : null}
            <Button type="submit" loading={isSubmitting}>
              {product ? t('catalogue.form.save') : t('catalogue.form.create')}
            </Button>
          </>
        }
      />

      <Section title={t('catalogue.form.section.texts')} description={t('catalogue.form.section.textsHint')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label={t('catalogue.form.nameFr')} error={text('nameFr')}>
            <Input {...form.register('nameFr')} />
          </FormField>
          <FormField label={t('catalogue.form.nameEn')} error={text('nameEn')}>
            <Input {...form.register('nameEn')} />
          </FormField>
          <FormField label={t('catalogue.form.descriptionFr')} error={text('descriptionFr')}>
            <Textarea rows={4} {...form.register('descriptionFr')} />
          </FormField>
          <FormField label={t('catalogue.form.descriptionEn')} error={text('descriptionEn')}>
            <Textarea rows={4} {...form.register('descriptionEn')} />
          </FormField>
        </div>
        <FormField
          label={t('catalogue.form.details')}
          hint={t('catalogue.form.detailsHint')}
          error={text('details')}
        >
          <Textarea rows={3} {...form.register('details')} />
        </FormField>
      </Section>

      <Section title={t('catalogue.form.section.price')}>
        <div className="grid gap-4 md:grid-cols-3">
          <FormField label={t('catalogue.form.category')} error={text('category')} required>
            {(control) => (
              <Controller
                control={form.control}
                name="category"
                render={({ field }) => (
                  <Select
                    value={field.value || undefined}
                    onValueChange={(category) => {
                      field.onChange(category);
                      // A ring is sized in the business's system unless the jeweller chose otherwise.
                      if (category === 'RINGS' && sizeSystem === 'free' && sizes.length === 0) {
                        form.setValue('sizeSystem', ringSizeSystem, { shouldDirty: true });
                        setRange(SUGGESTED_RANGE[ringSizeSystem]);
                      }
                    }}
                  >
                    <SelectTrigger {...control}>
                      <SelectValue placeholder={t('catalogue.form.category')} />
                    </SelectTrigger>
                    <SelectContent>
                      {categoryChoices.map((c) => (
                        <SelectItem key={c.key} value={c.key}>
                          {c.name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <FormField
            label={t('catalogue.form.price', { currency })}
            hint={t('catalogue.form.priceHint')}
            error={text('price')}
          >
            <Input inputMode="decimal" {...form.register('price')} />
          </FormField>
          <FormField label={t('catalogue.form.status')} error={text('status')}>
            {(control) => (
              <Controller
                control={form.control}
                name="status"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger {...control}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {PRODUCT_STATUSES.map((s) => (
                        <SelectItem key={s} value={s}>
                          {t(`catalogue.status.${s}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
        </div>
        <Controller
          control={form.control}
          name="priceOnRequest"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${ids}-por`}
                checked={field.value}
                onCheckedChange={(v) => field.onChange(v === true)}
              />
              <Label htmlFor={`${ids}-por`}>{t('catalogue.form.priceOnRequest')}</Label>
            </div>
          )}
        />
      </Section>

      <Section title={t('catalogue.form.section.options')}>
        <FormField label={t('catalogue.form.sizeSystem')} error={text('sizeSystem')}>
          {(control) => (
            <Select value={sizeSystem} onValueChange={(v) => chooseSystem(v as SizeSystem)}>
              <SelectTrigger {...control} className="md:max-w-sm">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {sizeSystems.map((s) => (
                  <SelectItem key={s} value={s}>
                    {t(`catalogue.form.sizeSystem.${s}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        {ringSystem ? (
          <div className="flex flex-wrap items-end gap-2" data-testid="size-range">
            <div className="grid gap-1">
              <Label htmlFor={`${ids}-from`}>{t('catalogue.form.sizeRangeFrom')}</Label>
              <Input
                id={`${ids}-from`}
                className="w-24"
                value={range.from}
                onChange={(e) => setRange({ ...range, from: e.target.value })}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${ids}-to`}>{t('catalogue.form.sizeRangeTo')}</Label>
              <Input
                id={`${ids}-to`}
                className="w-24"
                value={range.to}
                onChange={(e) => setRange({ ...range, to: e.target.value })}
              />
            </div>
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                form.setValue('sizes', addOptions(sizes, ringSizeRange(ringSystem, range.from, range.to)), {
                  shouldDirty: true,
                  shouldValidate: form.formState.isSubmitted,
                })
              }
            >
              {t('catalogue.form.sizeRangeAdd')}
            </Button>
          </div>
        ) : null}
        <OptionChips
          testId="sizes"
          label={t('catalogue.form.sizes')}
          addLabel={t('catalogue.form.sizeAddLabel')}
          values={sizes}
          onChange={(next) => form.setValue('sizes', next, { shouldDirty: true })}
          error={text('sizes')}
        />
        <OptionChips
          testId="metals"
          label={t('catalogue.form.metals')}
          addLabel={t('catalogue.form.metalAddLabel')}
          values={metals}
          onChange={(next) => form.setValue('metals', next, { shouldDirty: true })}
          error={text('metals')}
        />
        <OptionChips
          testId="stones"
          label={t('catalogue.form.stones')}
          addLabel={t('catalogue.form.stoneAddLabel')}
          values={stones}
          onChange={(next) => form.setValue('stones', next, { shouldDirty: true })}
          error={text('stones')}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <Controller
            control={form.control}
            name="engravingAllowed"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch id={`${ids}-engraving`} checked={field.value} onCheckedChange={field.onChange} />
                <Label htmlFor={`${ids}-engraving`}>{t('catalogue.form.engravingAllowed')}</Label>
              </div>
            )}
          />
          {engravingAllowed ? (
            <FormField label={t('catalogue.form.engravingMaxLength')} error={text('engravingMaxLength')}>
              <Input
                type="number"
                min={1}
                max={ENGRAVING_MAX_LENGTH}
                className="w-28"
                {...form.register('engravingMaxLength')}
              />
            </FormField>
          ) : null}
        </div>
      </Section>

      <Section title={t('catalogue.form.section.stock')}>
        <Controller
          control={form.control}
          name="madeToOrder"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch id={`${ids}-mto`} checked={field.value} onCheckedChange={field.onChange} />
              <div className="grid">
                <Label htmlFor={`${ids}-mto`}>{t('catalogue.form.madeToOrder')}</Label>
                <span className="text-xs text-muted-foreground">{t('catalogue.form.madeToOrderHint')}</span>
              </div>
            </div>
          )}
        />
        {madeToOrder ? (
          <FormField label={t('catalogue.form.leadTimeWeeks')} error={text('leadTimeWeeks')}>
            <Input type="number" min={1} max={52} className="w-28" {...form.register('leadTimeWeeks')} />
          </FormField>
        ) : hasCombinations ? (
          <Controller
            control={form.control}
            name="inventory"
            render={({ field }) => (
              <StockGrid
                sizes={sizes}
                metals={metals}
                stones={stones}
                value={field.value}
                onChange={field.onChange}
                error={text('inventory')}
                prices={prices}
                onPricesChange={(next) => form.setValue('prices', next, { shouldDirty: true })}
                basePrice={price}
              />
            )}
          />
        ) : (
          <FormField label={t('catalogue.form.stock')} error={text('stock')}>
            <Input inputMode="numeric" className="w-28" {...form.register('stock')} />
          </FormField>
        )}
      </Section>

      <Section title={t('catalogue.form.section.photos')}>
        {product ? (
          <ProductPhotos product={product} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('catalogue.form.photosAfterCreate')}</p>
        )}
      </Section>

      {product && base === '/dashboard' ? (
        // Not in the public demo, which reads a fixed catalogue.
        <Section title={t('metal.pricing.title')}>
          <ProductMetalPricing productId={product.id} currency={currency} />
        </Section>
      ) : null}

      <Section title={t('catalogue.form.section.seo')}>
        <FormField label={t('catalogue.form.slug')} hint={t('catalogue.form.slugHint')} error={text('slug')}>
          <Input {...form.register('slug')} />
        </FormField>
        <FormField label={t('catalogue.form.seoTitle')} error={text('seoTitle')}>
          <Input {...form.register('seoTitle')} />
        </FormField>
        <FormField label={t('catalogue.form.seoDescription')} error={text('seoDescription')}>
          <Textarea rows={3} {...form.register('seoDescription')} />
        </FormField>
      </Section>

      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          {product ? t('catalogue.form.save') : t('catalogue.form.create')}
        </Button>
      </div>
    </form>
  );
}
