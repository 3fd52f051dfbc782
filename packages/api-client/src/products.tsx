import type { Locale } from '@carat/domain/locale';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';
import { saveDownload } from './files.tsx';
import { invalidateRoutes, LIST_CHUNK, nextRowsPage, routeKey, useRowsQuery } from './resource.tsx';

type Products = ApiClient['v1']['products'];
type ProductItemRoute = Products[':id'];

export type ProductListQuery = NonNullable<InferRequestType<Products['$get']>['query']>;
export type ProductPage = InferResponseType<Products['$get'], 200>;
export type ProductSummary = ProductPage['items'][number];
export type ProductDetail = InferResponseType<ProductItemRoute['$get'], 200>;
export type ProductImageInfo = ProductDetail['images'][number];
export type ProductCreate = InferRequestType<Products['$post']>['json'];
export type ProductChange = InferRequestType<ProductItemRoute['$patch']>['json'];
export type ProductDeleteOutcome = InferResponseType<ProductItemRoute['$delete'], 200>;
export type ProductImageChange = InferRequestType<ProductItemRoute['images'][':imageId']['$patch']>['json'];
export type ProductImportPreview = InferResponseType<Products['import']['preview']['$post'], 200>;
export type ProductImportResult = InferResponseType<Products['import']['$post'], 201>;
/** The jeweller's collections, as the Catalogue's filter lists them. */
export type ProductCollectionChoice = InferResponseType<
  ApiClient['v1']['collections']['$get'],
  200
>['items'][number];

/** Query keys of the catalogue, derived from its route (`/v1/products`). */
export const productKeys = {
  all: routeKey('products'),
  list: (query: ProductListQuery) => ['products', 'list', query] as const,
  rows: (query: ProductListQuery) => ['products', 'list', 'rows', query] as const,
  detail: (id: string) => ['products', 'detail', id] as const,
};

/**
 * After a change: the piece the API answered shows at once, then the catalogue's lists refresh, and the
 * collections (their counts) and the showroom builder's picker, which read the same pieces.
 */
function afterProductChange(queryClient: QueryClient, product?: ProductDetail) {
  if (product) queryClient.setQueryData(productKeys.detail(product.id), product);
  return invalidateRoutes(queryClient, ['products', 'collections']);
}

/** A page of the catalogue: the previous page stays on screen while the next search or page answers. */
export function useProducts(query: ProductListQuery, options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: () => unwrap(api.v1.products.$get({ query })),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** Every piece matching the search and filters, read a chunk at a time as the catalogue scrolls. */
export function useProductRows(
  query: Omit<ProductListQuery, 'page' | 'pageSize'>,
  options: { enabled?: boolean } = {},
) {
  const api = useApi();
  return useRowsQuery<ProductPage, typeof query>(
    productKeys.rows(query),
    (paged) => unwrap(api.v1.products.$get({ query: paged })),
    query,
    options,
  );
}

/** The catalogue's first chunk before its page is there (see `prefetchRows`). */
export function prefetchProductRows(
  queryClient: QueryClient,
  api: ApiClient,
  query: Omit<ProductListQuery, 'page' | 'pageSize'>,
) {
  return queryClient.prefetchInfiniteQuery({
    queryKey: productKeys.rows(query),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.v1.products.$get({ query: { ...query, page: String(pageParam), pageSize: String(LIST_CHUNK) } }),
      ),
    initialPageParam: 1,
    getNextPageParam: (_last: unknown, pages: ProductPage[]) => nextRowsPage(pages, LIST_CHUNK),
  });
}

/** One piece with its photos, options, stock and the actions it allows. */
export function useProduct(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: productKeys.detail(id ?? ''),
    queryFn: () => unwrap(api.v1.products[':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}

/** The collections the Catalogue can be filtered by. */
export function useProductCollectionChoices() {
  const api = useApi();
  return useQuery({
    queryKey: [...routeKey('collections'), 'choices'],
    queryFn: () => unwrap(api.v1.collections.$get()).then((page) => page.items),
  });
}

function useProductMutation<Input, Result>(
  call: (api: ApiClient, input: Input) => Promise<Result>,
  after: (queryClient: QueryClient, result: Result) => unknown,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: (result) => after(queryClient, result),
  });
}

export const useCreateProduct = () =>
  useProductMutation(
    (api, product: ProductCreate) => unwrap(api.v1.products.$post({ json: product })),
    afterProductChange,
  );

/** Any change: texts, options, stock, status (publish, archive, restore) or the photos' order. */
export const useUpdateProduct = () =>
  useProductMutation(
    (api, { id, change }: { id: string; change: ProductChange }) =>
      unwrap(api.v1.products[':id'].$patch({ param: { id }, json: change })),
    afterProductChange,
  );

/** A copy as a new draft, photos included. */
export const useDuplicateProduct = () =>
  useProductMutation(
    (api, id: string) => unwrap(api.v1.products[':id'].duplicate.$post({ param: { id } })),
    afterProductChange,
  );

/** Deleted, or archived when enquiries or appointments name the piece: the answer says which. */
export const useDeleteProduct = () =>
  useProductMutation(
    (api, id: string) =>
      unwrap(api.v1.products[':id'].$delete({ param: { id } })).then((outcome) => ({
        id,
        outcome,
      })),
    (queryClient, { id, outcome }) => {
      if (outcome.outcome === 'deleted') queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      return afterProductChange(queryClient, outcome.outcome === 'archived' ? outcome.product : undefined);
    },
  );

/**
 * A `fetch` over XMLHttpRequest, the one browser API that reports an upload's progress: `onProgress`
 * receives the share of the body sent (0 to 1). The answer is a Response like fetch's.
 */
export function fetchWithUploadProgress(onProgress: (sent: number) => void): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init?.method ?? 'GET', typeof input === 'string' ? input : input.toString());
      new Headers(init?.headers).forEach((value, key) => {
        xhr.setRequestHeader(key, value);
      });
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        const body = xhr.status === 204 || xhr.status === 304 ? null : (xhr.response as Blob);
        resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      xhr.onerror = () => reject(new TypeError('Network error'));
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      init?.signal?.addEventListener('abort', () => xhr.abort());
      xhr.send((init?.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

/**
 * Adds a photo to a piece (multipart), reporting the upload's progress; the server reads the real type
 * from the bytes and answers the photo with its sizes.
 */
export const useUploadProductImage = () =>
  useProductMutation(
    (
      api,
      {
        productId,
        file,
        metal,
        onProgress,
      }: { productId: string; file: File; metal?: string | null; onProgress?: (sent: number) => void },
    ) =>
      unwrap(
        api.v1.products[':id'].images.$post(
          { param: { id: productId }, form: { file, ...(metal ? { metal } : {}) } },
          onProgress ? { fetch: fetchWithUploadProgress(onProgress) } : undefined,
        ),
      ).then((image) => ({ productId, image })),
    (queryClient, { productId }) =>
      queryClient
        .invalidateQueries({ queryKey: productKeys.detail(productId) })
        .then(() => invalidateRoutes(queryClient, ['products'])),
  );

/** A photo's alternative texts, the metal it shows, or its place. */
export const useUpdateProductImage = () =>
  useProductMutation(
    (
      api,
      { productId, imageId, change }: { productId: string; imageId: string; change: ProductImageChange },
    ) =>
      unwrap(
        api.v1.products[':id'].images[':imageId'].$patch({ param: { id: productId, imageId }, json: change }),
      ).then((image) => ({ productId, image })),
    (queryClient, { productId }) => invalidateRoutes(queryClient, ['products']).then(() => productId),
  );

export const useDeleteProductImage = () =>
  useProductMutation(
    (api, { productId, imageId }: { productId: string; imageId: string }) =>
      unwrap(api.v1.products[':id'].images[':imageId'].$delete({ param: { id: productId, imageId } })).then(
        () => productId,
      ),
    (queryClient) => invalidateRoutes(queryClient, ['products']),
  );

/** A Shopify product CSV read by the server: what would be created or updated, and every problem. */
export function useProductImportPreview() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ csv, language }: { csv: string; language: Locale }) =>
      unwrap(api.v1.products.import.preview.$post({ json: { csv, language } })),
  });
}

/** Imports every piece of the file in one transaction, or none. */
export function useImportProducts() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, language }: { csv: string; language: Locale }) =>
      unwrap(api.v1.products.import.$post({ json: { csv, language } })),
    onSuccess: () => afterProductChange(queryClient),
  });
}

/** Downloads the catalogue as Shopify's product CSV. */
export function useExportProducts() {
  const api = useApi();
  return useMutation({
    mutationFn: async (language: Locale) => {
      const response = await api.v1.products['export.csv'].$get({ query: { language } });
      await saveDownload(response as unknown as Response, 'products.csv');
    },
  });
}
