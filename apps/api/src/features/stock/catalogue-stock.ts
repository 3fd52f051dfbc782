import { type InventoryEntry, products } from '@carat/db';
import { and, eq } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';
import type { TenantScope } from '#api/scope.ts';

/**
 * A catalogue piece sold at the counter comes off the catalogue's stock: the quantity of the combination
 * sold ({ size, metal, stone }) when the piece has a stock grid, its single stock count otherwise. The
 * product's row is locked for the change, so two sales of the last one give one sale and one 409
 * `out_of_stock`. A made-to-order piece has no stock to lower. A return puts the quantity back.
 */

type Combination = { size?: string | null; metal?: string | null; stone?: string | null } | null;

const same = (entry: InventoryEntry, combination: NonNullable<Combination>) =>
  (entry.size ?? null) === (combination.size ?? null) &&
  (entry.metal ?? null) === (combination.metal ?? null) &&
  (entry.stone ?? null) === (combination.stone ?? null);

async function lockedProduct(scope: TenantScope, productId: string) {
  const [row] = await scope.tx
    .select({
      id: products.id,
      stock: products.stock,
      inventory: products.inventory,
      madeToOrder: products.madeToOrder,
    })
    .from(products)
    .where(and(eq(products.businessId, scope.businessId), eq(products.id, productId)))
    .for('update');
  return row ?? null;
}

/** Which entry of the grid a line names: its combination, or the grid's only entry when it names none. */
function entryIndex(inventory: InventoryEntry[], combination: Combination): number {
  if (!combination) return inventory.length === 1 ? 0 : -1;
  return inventory.findIndex((e) => same(e, combination));
}

export async function takeCatalogueStock(
  scope: TenantScope,
  input: { productId: string; combination: Combination; quantity: number; field: string },
) {
  const product = await lockedProduct(scope, input.productId);
  if (!product || product.madeToOrder) return;
  const outOfStock = (left: number) =>
    new AppError(
      'out_of_stock',
      `Only ${left} left in the catalogue`,
      409,
      { [input.field]: 'out_of_stock' },
      {
        left: String(left),
      },
    );
  if (product.inventory.length > 0) {
    const i = entryIndex(product.inventory, input.combination);
    if (i < 0) {
      throw AppError.validation(
        { [`${input.field}.combination`]: 'required' },
        'Name one of the piece’s combinations (size, metal, stone)',
      );
    }
    const entry = product.inventory[i]!;
    if (entry.quantity < input.quantity) throw outOfStock(entry.quantity);
    const inventory = product.inventory.map((e, j) =>
      j === i ? { ...e, quantity: e.quantity - input.quantity } : e,
    );
    await scope.tx
      .update(products)
      .set({ inventory, stock: inventory.reduce((sum, e) => sum + e.quantity, 0) })
      .where(and(eq(products.businessId, scope.businessId), eq(products.id, product.id)));
    return;
  }
  if (product.stock < input.quantity) throw outOfStock(Math.max(product.stock, 0));
  await scope.tx
    .update(products)
    .set({ stock: product.stock - input.quantity })
    .where(and(eq(products.businessId, scope.businessId), eq(products.id, product.id)));
}

export async function releaseCatalogueStock(
  scope: TenantScope,
  input: { productId: string; combination: Combination; quantity: number },
) {
  const product = await lockedProduct(scope, input.productId);
  if (!product || product.madeToOrder) return;
  if (product.inventory.length > 0) {
    const i = entryIndex(product.inventory, input.combination);
    // The combination left the grid since the sale: there is no shelf to put it back on.
    if (i < 0) return;
    const inventory = product.inventory.map((e, j) =>
      j === i ? { ...e, quantity: e.quantity + input.quantity } : e,
    );
    await scope.tx
      .update(products)
      .set({ inventory, stock: inventory.reduce((sum, e) => sum + e.quantity, 0) })
      .where(and(eq(products.businessId, scope.businessId), eq(products.id, product.id)));
    return;
  }
  await scope.tx
    .update(products)
    .set({ stock: product.stock + input.quantity })
    .where(and(eq(products.businessId, scope.businessId), eq(products.id, product.id)));
}
