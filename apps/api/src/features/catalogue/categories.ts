import { productCategories, products } from '@carat/db';
import { type Locale, localize } from '@carat/domain/locale';
import { categoryKeyFromName, type ProductCategory } from '@carat/domain/showroom';
import {
  CATEGORIES_MAX,
  type CategoryInputParsed,
  type CategoryPatch,
  catalogueSettingsMessagesFor,
} from '@carat/validation/catalogue-settings';
import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { Scope, TenantScope } from '#api/scope.ts';

/**
 * The jeweller's own product categories (ADR 076): a key the pieces name, a French and an English name,
 * an order and whether the showroom shows it as a tab. Every business starts with the defaults (0060). A
 * piece's category is one of its business's keys: checked here for a readable 422, held by the database's
 * foreign key whoever writes. A category its pieces name is deleted only by moving them to another.
 */

const columns = {
  key: productCategories.key,
  nameFr: productCategories.nameFr,
  nameEn: productCategories.nameEn,
  position: productCategories.position,
  visible: productCategories.visible,
};

export interface CategoryRow {
  key: ProductCategory;
  nameFr: string;
  nameEn: string;
  position: number;
  visible: boolean;
}

/** A business's categories in its order; `visibleOnly` for the showroom's tabs. */
export function categoryRows(
  scope: Scope,
  businessId: string,
  options: { visibleOnly?: boolean } = {},
): Promise<CategoryRow[]> {
  return scope.tx
    .select(columns)
    .from(productCategories)
    .where(
      and(
        eq(productCategories.businessId, businessId),
        options.visibleOnly ? eq(productCategories.visible, true) : undefined,
      ),
    )
    .orderBy(asc(productCategories.position), asc(productCategories.key));
}

/** The name in a language (both are required, so there is always one). */
export function categoryName(row: { nameFr: string; nameEn: string }, locale: Locale): string {
  return localize({ fr: row.nameFr, en: row.nameEn }, locale);
}

async function productCounts(scope: TenantScope): Promise<Map<string, number>> {
  const rows = await scope.tx
    .select({ category: products.category, count: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.businessId, scope.businessId))
    .groupBy(products.category);
  return new Map(rows.map((row) => [row.category, Number(row.count)]));
}

/** The categories in the jeweller's order, each with its name in the reader's language and its pieces' count. */
export async function listCategories(scope: TenantScope) {
  const [rows, counts] = [await categoryRows(scope, scope.businessId), await productCounts(scope)];
  return {
    items: rows.map((row) => ({
      ...row,
      name: categoryName(row, scope.locale),
      productCount: counts.get(row.key) ?? 0,
    })),
  };
}

async function oneCategory(scope: TenantScope, key: string) {
  const items = (await listCategories(scope)).items;
  const found = items.find((item) => item.key === key);
  if (!found) throw AppError.notFound('Category');
  return found;
}

/** A piece's category must be one of the business's: a 422 on `field` otherwise. */
export async function requireCategory(scope: TenantScope, key: string, field = 'category') {
  const [found] = await scope.tx
    .select({ key: productCategories.key })
    .from(productCategories)
    .where(and(eq(productCategories.businessId, scope.businessId), eq(productCategories.key, key)));
  if (!found)
    throw AppError.validation({ [field]: catalogueSettingsMessagesFor(scope.locale)['category.unknown'] });
}

/** Adds a category at the end of the list; without a key, one is made from the English name. */
export async function createCategory(scope: TenantScope, input: CategoryInputParsed) {
  const m = catalogueSettingsMessagesFor(scope.locale);
  const existing = await categoryRows(scope, scope.businessId);
  const taken = existing.map((row) => row.key);
  if (input.key && taken.includes(input.key)) throw AppError.validation({ key: m['category.key.taken'] });
  if (existing.length >= CATEGORIES_MAX)
    throw new AppError('conflict', `At most ${CATEGORIES_MAX} categories`, 409);
  const key = input.key ?? categoryKeyFromName(input.nameEn, taken);
  await scope.tx.insert(productCategories).values({
    businessId: scope.businessId,
    key,
    nameFr: input.nameFr,
    nameEn: input.nameEn,
    visible: input.visible,
    position: existing.reduce((max, row) => Math.max(max, row.position + 1), 0),
  });
  return oneCategory(scope, key);
}

/** Renames a category or shows or hides it on the showroom; the key stays. */
export async function updateCategory(scope: TenantScope, input: { key: string; patch: CategoryPatch }) {
  if (Object.keys(input.patch).length === 0) return oneCategory(scope, input.key);
  const changed = await scope.tx
    .update(productCategories)
    .set(input.patch)
    .where(and(eq(productCategories.businessId, scope.businessId), eq(productCategories.key, input.key)))
    .returning({ key: productCategories.key });
  if (changed.length === 0) throw AppError.notFound('Category');
  return oneCategory(scope, input.key);
}

/** Puts the categories in the order given, which must name every one of them once. */
export async function reorderCategories(scope: TenantScope, keys: readonly string[]) {
  const existing = new Set((await categoryRows(scope, scope.businessId)).map((row) => row.key));
  if (keys.length !== existing.size || keys.some((key) => !existing.has(key)))
    throw AppError.validation({ keys: catalogueSettingsMessagesFor(scope.locale)['category.order.invalid'] });
  for (const [position, key] of keys.entries()) {
    await scope.tx
      .update(productCategories)
      .set({ position })
      .where(and(eq(productCategories.businessId, scope.businessId), eq(productCategories.key, key)));
  }
  return listCategories(scope);
}

/**
 * Deletes a category. Its pieces (of any status) are first moved to `moveTo`, in the request's one
 * transaction; without `moveTo` a category in use is refused (409 `category_in_use`, with the count). The
 * category's row is locked first, so a piece filed in it meanwhile waits and then fails its foreign key.
 */
export async function deleteCategory(scope: TenantScope, key: string, moveTo?: string) {
  const m = catalogueSettingsMessagesFor(scope.locale);
  const locked = await scope.tx
    .select({ key: productCategories.key })
    .from(productCategories)
    .where(and(eq(productCategories.businessId, scope.businessId), eq(productCategories.key, key)))
    .for('update');
  if (locked.length === 0) throw AppError.notFound('Category');
  // A business keeps one category at least: a piece must always have one to be filed in.
  const [{ left } = { left: 0 }] = await scope.tx
    .select({ left: sql<number>`count(*)::int` })
    .from(productCategories)
    .where(eq(productCategories.businessId, scope.businessId));
  if (Number(left) <= 1) throw AppError.validation({ key: m['category.last'] });
  const [{ count } = { count: 0 }] = await scope.tx
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.businessId, scope.businessId), eq(products.category, key)));
  if (moveTo !== undefined) {
    if (moveTo === key) throw AppError.validation({ moveTo: m['category.moveTo.invalid'] });
    await requireCategory(scope, moveTo, 'moveTo');
  } else if (Number(count) > 0) {
    throw new AppError('category_in_use', `${count} pieces are filed under ${key}`, 409, undefined, {
      productCount: String(count),
    });
  }
  if (Number(count) > 0 && moveTo !== undefined) {
    await scope.tx
      .update(products)
      .set({ category: moveTo })
      .where(and(eq(products.businessId, scope.businessId), eq(products.category, key)));
  }
  await scope.tx
    .delete(productCategories)
    .where(and(eq(productCategories.businessId, scope.businessId), eq(productCategories.key, key)));
  return { moved: moveTo !== undefined ? Number(count) : 0 };
}
