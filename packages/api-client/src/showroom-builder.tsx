import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';

type PageApi = ApiClient['v1']['showroom']['page'];
export type ShowroomPage = InferResponseType<PageApi['$get'], 200>;
export type ShowroomDraft = InferRequestType<PageApi['draft']['$put']>['json'];

const key = ['showroom', 'page'] as const;

export function useShowroomPage() {
  const api = useApi();
  return useQuery({ queryKey: key, queryFn: () => unwrap(api.v1.showroom.page.$get()) });
}

/** 'Sauvegarder', 'Publier' and taking the showroom offline; each answers the whole page. */
export function useShowroomPageActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const onSuccess = (page: ShowroomPage) => queryClient.setQueryData(key, page);
  const save = useMutation({
    mutationFn: (json: ShowroomDraft) => unwrap(api.v1.showroom.page.draft.$put({ json })),
    onSuccess,
  });
  const publish = useMutation({
    mutationFn: async (json: ShowroomDraft) => {
      await unwrap(api.v1.showroom.page.draft.$put({ json }));
      return unwrap(api.v1.showroom.page.publish.$post());
    },
    onSuccess,
  });
  const unpublish = useMutation({
    mutationFn: () => unwrap(api.v1.showroom.page.unpublish.$post()),
    onSuccess,
  });
  return { save, publish, unpublish };
}

export type ProductItem = InferResponseType<ApiClient['v1']['products']['$get'], 200>['items'][number];

/** The business's products, for pickers (the builder's products block). */
export function useProductList() {
  const api = useApi();
  return useQuery({
    queryKey: ['products', 'list'],
    // The live pieces (drafts and published, not archived), in the catalogue's order.
    queryFn: async () => (await unwrap(api.v1.products.$get({ query: { pageSize: '200' } }))).items,
  });
}
