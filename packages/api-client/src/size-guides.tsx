import { localize } from '@carat/domain/locale';
import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { useApi } from './api-context.tsx';
import type { ApiClient } from './client.ts';
import { saveDownload } from './files.tsx';

export type SizeGuideQuery = InferRequestType<ApiClient['v1']['size-guides']['pdf']['$get']>['query'];

/** Downloads a printable size guide (ring, bracelet or necklace) as the server names it. */
export function useDownloadSizeGuidePdf() {
  const api = useApi();
  return useMutation({
    mutationFn: async (query: SizeGuideQuery) => {
      const response = await api.v1['size-guides'].pdf.$get({ query });
      await saveDownload(
        response as unknown as Response,
        localize({ fr: 'guide-des-tailles.pdf', en: 'size-guide.pdf' }, query.locale),
      );
    },
  });
}
