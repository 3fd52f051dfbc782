import type { Locale } from '@carat/domain/locale';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useEffect, useState } from 'react';
import { useApi } from './api-context.tsx';
import { type ApiClient, apiErrorFrom, unwrap } from './client.ts';
import { clientResource } from './clients.tsx';
import { routeKey } from './resource.tsx';

export type FileInfo = InferResponseType<ApiClient['v1']['files'][':id']['$get'], 200>;
export type FileKind = 'logo' | 'product' | 'reference' | 'showroom';

/** Uploads one image; the server reads its real type and checks its size for the kind. */
export function useUploadFile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: FileKind }) =>
      unwrap(
        api.v1.files.$post({ query: { kind, name: file.name.slice(0, 255) } }, { init: { body: file } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: routeKey('files') }),
  });
}

/**
 * A file of the business shown in the page: fetched with the session's token (files are served to
 * the business's members only) and handed out as an object URL, released when no longer shown.
 */
export function useFileUrl(id: string | null | undefined) {
  const api = useApi();
  const blob = useQuery({
    queryKey: [...routeKey('files'), 'content', id ?? ''],
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const res = await api.v1.files[':id'].content.$get({ param: { id: id! } });
      if (!res.ok) throw await apiErrorFrom(res);
      return res.blob();
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

/** Saves a response's body as a download named as the server says (Content-Disposition). */
export async function saveDownload(response: Response, fallbackName: string): Promise<void> {
  if (!response.ok) throw await apiErrorFrom(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type ClientImport = ApiClient['v1']['clients']['import'];
export type ClientImportPreview = InferResponseType<ClientImport['preview']['$post'], 200>;
export type ClientAppointments = InferResponseType<
  ApiClient['v1']['clients'][':id']['appointments']['$get'],
  200
>;

/** The CSV import's preview: every row with its errors; nothing is written. */
export function useClientImportPreview() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ csv, locale }: { csv: string; locale: Locale }) =>
      unwrap(api.v1.clients.import.preview.$post({ query: { locale }, json: { csv } })),
  });
}

/** Imports every row, or none. */
export function useImportClients() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, locale }: { csv: string; locale: Locale }) =>
      unwrap(api.v1.clients.import.$post({ query: { locale }, json: { csv } })),
    onSuccess: () => clientResource.refresh(queryClient),
  });
}

export function useExportClients() {
  const api = useApi();
  return useMutation({
    mutationFn: async (locale: Locale) => {
      const response = await api.v1.export['clients.csv'].$get({ query: { locale } });
      await saveDownload(response as unknown as Response, 'clients.csv');
    },
  });
}

export function useClientAppointments(clientId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: [...clientResource.keys.all, 'appointments', clientId ?? ''],
    queryFn: () => unwrap(api.v1.clients[':id'].appointments.$get({ param: { id: clientId! } })),
    enabled: clientId !== null,
  });
}
