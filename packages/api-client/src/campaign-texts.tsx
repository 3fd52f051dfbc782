import { useMutation } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, unwrap } from './client.ts';

// Its own module so that only the marketing studio's chunk carries it (the home shares marketing.tsx).
type Campaigns = ApiClient['v1']['campaigns'];

export type SmsCampaignInput = InferRequestType<Campaigns['sms']['$post']>['json'];

/** A campaign by SMS, sent now to the clients who agreed to texts (queued until morning in quiet hours). */
export function useSendSmsCampaign() {
  const api = useApi();
  return useMutation({
    mutationFn: (json: SmsCampaignInput) => unwrap(api.v1.campaigns.sms.$post({ json })),
  });
}
