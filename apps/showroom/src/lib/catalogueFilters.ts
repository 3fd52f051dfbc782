import type { ShowroomProductFilters } from '@carat/api-client/react';
import { isProductCategory } from '@carat/domain/showroom';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The home's catalogue filters, as its address holds them (`?category=RINGS&collection={id}&q=gold`):
 * links that filter work before the scripts run, and the server renders the filtered grid. Anything
 * malformed is left out rather than refused.
 */
export function catalogueFilters(params: URLSearchParams): ShowroomProductFilters {
  const category = params.get('category');
  const collection = params.get('collection');
  const q = params.get('q')?.trim().slice(0, 100);
  return {
    ...(isProductCategory(category) ? { category } : {}),
    ...(collection && UUID.test(collection) ? { collection } : {}),
    ...(q ? { q } : {}),
  };
}

/** The search of a filtered catalogue (`?category=…`), '' with no filter. */
export function catalogueSearch(filters: ShowroomProductFilters): string {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.collection) params.set('collection', filters.collection);
  if (filters.q) params.set('q', filters.q);
  const text = params.toString();
  return text ? `?${text}` : '';
}
