import type { Locale } from '@carat/domain/locale';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useEffect, useState } from 'react';
import { useApi } from './api-context.tsx';
import { type ApiClient, apiErrorFrom, unwrap } from './client.ts';
import { orderResource } from './orders.tsx';
import { invalidateRoutes, routeKey } from './resource.tsx';

/** The AI design generator's calls (DIAMOND): designs, their versions, files, links, pricing. */

type Designs = ApiClient['v1']['designs'];
type DesignItem = Designs[':id'];

export type DesignDetail = InferResponseType<DesignItem['$get'], 200>;
export type DesignSummary = InferResponseType<Designs['$get'], 200>['items'][number];
export type DesignSettings = InferResponseType<Designs['settings']['$get'], 200>;
export type DesignPricing = DesignSettings['pricing'];
export type DesignSpecInput = NonNullable<InferRequestType<DesignItem['$patch']>['json']['spec']>;
export type DesignShareLink = InferResponseType<DesignItem['share']['$post'], 201>;
export type SharedDesign = InferResponseType<ApiClient['v1']['design-shares'][':token']['$get'], 200>;
export type DesignFileName = 'model.glb' | 'model.usdz' | 'model.stl' | 'image.jpg';

export const designKeys = {
  all: routeKey('designs'),
  list: () => [...routeKey('designs'), 'list'] as const,
  settings: () => [...routeKey('designs'), 'settings'] as const,
  detail: (id: string) => [...routeKey('designs'), 'detail', id] as const,
  file: (id: string, version: number, file: DesignFileName) =>
    [...routeKey('designs'), 'file', id, version, file] as const,
  share: (token: string) => ['design-share', token] as const,
};

export function useDesigns() {
  const api = useApi();
  return useQuery({
    queryKey: designKeys.list(),
    queryFn: () => unwrap(api.v1.designs.$get()),
  });
}

export function useDesign(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: designKeys.detail(id ?? ''),
    enabled: Boolean(id),
    queryFn: () => unwrap(api.v1.designs[':id'].$get({ param: { id: id! } })),
  });
}

export function useDesignSettings() {
  const api = useApi();
  return useQuery({
    queryKey: designKeys.settings(),
    queryFn: () => unwrap(api.v1.designs.settings.$get()),
  });
}

/** A new design or a new version: the design is known at once, the list refreshes. */
function useDesignWrite<Input>(call: (api: ApiClient, input: Input) => Promise<DesignDetail>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: (design) => {
      queryClient.setQueryData(designKeys.detail(design.id), design);
      return queryClient.invalidateQueries({ queryKey: designKeys.list() });
    },
  });
}

/** What `POST /v1/designs` takes on the wire: JSON, or a form whose corrected spec travels as JSON text. */
type CreateDesignBody =
  | Pick<InferRequestType<Designs['$post']>, 'json'>
  | { form: { photo: File; locale: Locale; spec: string; brief?: string } };

/**
 * The route takes JSON or a form (a photo), and the client's inferred input asks for both at once; one call
 * sends one of them (a method's parameter is compared both ways, so the route's own type still has to fit).
 */
function postDesign(api: ApiClient, body: CreateDesignBody) {
  const designs: { $post(body: CreateDesignBody): ReturnType<Designs['$post']> } = api.v1.designs;
  return unwrap(designs.$post(body));
}

export const useCreateDesign = () =>
  useDesignWrite((api, input: { brief?: string; spec?: DesignSpecInput; locale: Locale }) =>
    postDesign(api, { json: input }),
  );

export type DesignPhotoReading = InferResponseType<Designs['photo-reading']['$post'], 200>;
export type DesignFromPhoto = DesignPhotoReading['fromPhoto'];

/** What a photo (and a brief) give: nothing is generated; the jeweller corrects it first (ADR 070). */
export function useReadDesignPhoto() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ photo, brief, locale }: { photo: File; brief?: string; locale: Locale }) =>
      unwrap(
        api.v1.designs['photo-reading'].$post({
          form: { photo, locale, ...(brief ? { brief } : {}) },
        }),
      ),
  });
}

/** A design from a photo, with the spec as the jeweller corrected it; what the photo gave is kept. */
export const useCreateDesignFromPhoto = () =>
  useDesignWrite(
    (
      api,
      { photo, spec, brief, locale }: { photo: File; spec: DesignSpecInput; brief?: string; locale: Locale },
    ) =>
      postDesign(api, { form: { photo, locale, spec: JSON.stringify(spec), ...(brief ? { brief } : {}) } }),
  );

export const useUpdateDesign = () =>
  useDesignWrite(
    (api, { id, ...change }: { id: string; brief?: string; spec?: DesignSpecInput; locale: Locale }) =>
      unwrap(api.v1.designs[':id'].$patch({ param: { id }, json: change })),
  );

export function useUpdateDesignPricing() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pricing: DesignPricing) => unwrap(api.v1.designs.pricing.$put({ json: pricing })),
    onSuccess: (settings) => {
      queryClient.setQueryData(designKeys.settings(), settings);
      return queryClient.invalidateQueries({ queryKey: designKeys.all });
    },
  });
}

export function useShareDesign() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id, days }: { id: string; days?: number }) =>
      unwrap(api.v1.designs[':id'].share.$post({ param: { id }, json: days ? { days } : {} })),
  });
}

/** 'Créer une commande': the order is known at once; orders, clients and the home's figures refresh. */
export function useDesignOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...input
    }: {
      id: string;
      clientId?: string;
      client?: { name: string; email?: string };
      locale: Locale;
    }) => unwrap(api.v1.designs[':id'].order.$post({ param: { id }, json: input })),
    onSuccess: (order) => {
      queryClient.setQueryData(orderResource.keys.detail(order.id), order);
      return invalidateRoutes(queryClient, ['orders', 'clients', 'dashboard']);
    },
  });
}

/** 'Ajouter au catalogue': a draft piece. */
export function useDesignProduct() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, locale }: { id: string; locale: Locale }) =>
      unwrap(api.v1.designs[':id'].product.$post({ param: { id }, json: { locale } })),
    onSuccess: () => invalidateRoutes(queryClient, ['products']),
  });
}

/**
 * A design file for the page's viewer: fetched with the session's token (the tenant routes want it; a
 * viewer's plain request carries none) and handed out as an object URL, released when no longer shown.
 */
export function useDesignFileUrl(id: string | null, version: number | null, file: DesignFileName) {
  const api = useApi();
  const blob = useQuery({
    queryKey: designKeys.file(id ?? '', version ?? 0, file),
    enabled: Boolean(id && version),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const res = await api.v1.designs[':id'][':file'].$get({
        param: { id: id!, file },
        query: { v: String(version) },
      });
      if (!res.ok) throw await apiErrorFrom(res as unknown as Response);
      return (res as unknown as Response).blob();
    },
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(blob.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob.data]);
  return { url, isLoading: blob.isLoading, error: blob.error };
}

/** A shared design by its link's token (no account): the page's read, and the server's for its head. */
export function designShareQuery(api: ApiClient, token: string, locale: Locale) {
  return {
    queryKey: [...designKeys.share(token), locale] as const,
    retry: false,
    queryFn: () =>
      unwrap(api.v1['design-shares'][':token'].$get({ param: { token }, query: { lang: locale } })),
  };
}

/** The public viewer's read: a shared design by its link's token (no account). */
export function useDesignShare(token: string, locale: Locale) {
  const api = useApi();
  return useQuery(designShareQuery(api, token, locale));
}
