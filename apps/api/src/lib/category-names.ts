import type { Locale } from '@carat/domain/locale';
import { ownCategoryName } from '@carat/domain/showroom';
import { sql } from 'drizzle-orm';

/**
 * A piece's category names from its business's list (ADR 076), selected beside the piece: a visitor may
 * read them for a published showroom (0060's policy).
 */
// Written with the table's name: drizzle renders a column of the selected table unqualified, which inside
// the subquery would name the category's own column (and match every row).
const piece = sql`c.business_id = "products"."business_id" and c.key = "products"."category"`;

export const categoryNameColumns = {
  categoryNameFr: sql<string | null>`(select c.name_fr from public.product_categories c where ${piece})`,
  categoryNameEn: sql<string | null>`(select c.name_en from public.product_categories c where ${piece})`,
};

/** The name a visitor reads, or null where the showroom keeps its own words (a default not renamed). */
export function visitorCategoryName(
  row: { category: string; categoryNameFr: string | null; categoryNameEn: string | null },
  locale: Locale,
): string | null {
  if (row.categoryNameFr === null || row.categoryNameEn === null) return null;
  return ownCategoryName(
    { key: row.category, nameFr: row.categoryNameFr, nameEn: row.categoryNameEn },
    locale,
  );
}
