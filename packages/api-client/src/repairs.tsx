import type {
  RepairCollectInput,
  RepairInput,
  RepairPatch,
  RepairStage,
  RepairStageInput,
  ValuationInput,
} from '@carat/validation/repairs';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, ApiError, apiErrorFrom, unwrap } from './client.ts';
import { saveDownload } from './files.tsx';
import { invalidateRoutes, useApiMutation, useRowsQuery } from './resource.tsx';

/*
 * The counter: service jobs (repairs, resizing) and valuations. Their answers' types are read from the
 * API's routes (`/v1/repairs`, `/v1/custody`, `/v1/valuations`), as every other area's.
 */

export type { RepairStage };

type V1 = ApiClient['v1'];
type Repairs = V1['repairs'];
type Valuations = V1['valuations'];

/** A page of jobs as the list answers it. */
export type RepairPage = InferResponseType<Repairs['$get'], 200>;
/** A job as the list answers it. */
export type RepairSummary = RepairPage['items'][number];
/** A job as its page reads it: client, piece, work, money, photos, signatures, timeline and next stages. */
export type RepairDetail = InferResponseType<Repairs[':id']['$get'], 200>;
/** The piece as taken in: its kind, metal, stones, the marks ticked and what else was noted. */
export type RepairPiece = RepairSummary['piece'];
export type RepairWorkLine = RepairDetail['work'][number];
/** One line of a job's timeline (a stage reached, the quote sent or approved, a payment, an email…). */
export type RepairEvent = RepairDetail['events'][number];
/** `GET /v1/custody`: the pieces in the shop tonight (owner and admin also see their declared value). */
export type Custody = InferResponseType<V1['custody']['$get'], 200>;
export type Valuation = InferResponseType<Valuations['$get'], 200>['items'][number];
/** A valuation as `POST` and `GET /v1/valuations/{id}` answer it. */
export type ValuationDetail = InferResponseType<Valuations[':id']['$get'], 200>;

/** A search of the jobs (a stage, words), without its paging. */
export type RepairQuery = Pick<InferRequestType<Repairs['$get']>['query'], 'stage' | 'q'>;

/** The bodies, as the shared schemas (`@carat/validation/repairs`) take them. */
export type RepairCreate = RepairInput;
export type RepairChange = RepairPatch;
export type RepairStageMove = Partial<RepairStageInput> & Pick<RepairStageInput, 'stage'>;
export type RepairCollect = Partial<RepairCollectInput> & Pick<RepairCollectInput, 'signature'>;
export type ValuationCreate = ValuationInput;

/** The refusal of a pickup while a balance is owed (`409 balance_due`), with what is owed. */
export class BalanceDueError extends Error {
  constructor(
    readonly balanceMinor: number | null,
    readonly details: Record<string, unknown> = {},
  ) {
    super('balance_due');
    this.name = 'BalanceDueError';
  }
}

/** Query keys, under the routes they read (`/v1/repairs` → `['repairs', …]`). */
export const repairKeys = {
  all: ['repairs'] as const,
  rows: (query: RepairQuery) => ['repairs', 'list', 'rows', query] as const,
  detail: (id: string) => ['repairs', 'detail', id] as const,
  custody: ['custody'] as const,
  valuations: (query: { clientId?: string }) => ['valuations', 'list', query] as const,
};

/** What a job's change moves: the lists, the custody figures, the home. */
function afterRepairChange(queryClient: QueryClient, repair?: RepairDetail) {
  if (repair?.id) queryClient.setQueryData(repairKeys.detail(repair.id), repair);
  void Promise.all([
    queryClient.invalidateQueries({ queryKey: repairKeys.all }),
    queryClient.invalidateQueries({ queryKey: repairKeys.custody }),
    invalidateRoutes(queryClient, ['dashboard', 'clients']),
  ]);
}

/** The jobs matching the stage and search, read a chunk at a time as the list scrolls. */
export function useRepairRows(query: RepairQuery, options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useRowsQuery<RepairPage, RepairQuery>(
    repairKeys.rows(query),
    (paged) => unwrap(api.v1.repairs.$get({ query: paged })),
    query,
    options,
  );
}

/** Reads the jobs matching a search once (the scanner's exact-number check). */
export async function findRepairs(api: ApiClient, q: string): Promise<RepairSummary[]> {
  return (await unwrap(api.v1.repairs.$get({ query: { q, page: '1', pageSize: '20' } }))).items;
}

export function useRepair(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: repairKeys.detail(id ?? ''),
    queryFn: () => unwrap(api.v1.repairs[':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}

export const useCreateRepair = () =>
  useApiMutation((api, json: RepairCreate) => unwrap(api.v1.repairs.$post({ json })), afterRepairChange);

export const useUpdateRepair = () =>
  useApiMutation(
    (api, { id, change }: { id: string; change: RepairChange }) =>
      unwrap(api.v1.repairs[':id'].$patch({ param: { id }, json: change })),
    afterRepairChange,
  );

export const useMoveRepairStage = () =>
  useApiMutation(
    (api, { id, move }: { id: string; move: RepairStageMove }) =>
      unwrap(api.v1.repairs[':id'].stage.$post({ param: { id }, json: move })),
    afterRepairChange,
  );

/**
 * Hands a job back. While a balance is owed the API refuses (`409 balance_due`): that refusal is thrown as a
 * BalanceDueError carrying the balance, so the counter can offer to record the payment and send again.
 */
export async function collectRepair(api: ApiClient, id: string, body: RepairCollect): Promise<RepairDetail> {
  let response: Awaited<ReturnType<Repairs[':id']['collect']['$post']>>;
  try {
    response = await api.v1.repairs[':id'].collect.$post({ param: { id }, json: body });
  } catch (error) {
    throw new ApiError(0, 'network_error', (error as Error).message || 'Network error');
  }
  if (response.status === 409) {
    const answer = (await response
      .clone()
      .json()
      .catch(() => null)) as { error?: { code?: string; details?: Record<string, unknown> } } | null;
    if (answer?.error?.code === 'balance_due') {
      const details = answer.error.details ?? {};
      // The API sends the amount as a string of minor units.
      const balance = Number(details.balanceMinor);
      throw new BalanceDueError(
        details.balanceMinor !== undefined && Number.isSafeInteger(balance) ? balance : null,
        details,
      );
    }
  }
  return unwrap(Promise.resolve(response));
}

export const useCollectRepair = () =>
  useApiMutation(
    (api, { id, collect }: { id: string; collect: RepairCollect }) => collectRepair(api, id, collect),
    afterRepairChange,
  );

export function useCustody(options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: repairKeys.custody,
    queryFn: () => unwrap(api.v1.custody.$get()),
    ...options,
  });
}

/**
 * The counter's settings (`PATCH /v1/custody`, owner and admin): the custody limit and the shop's terms on
 * the envelope (null or blank: the default text); a field left out is kept.
 */
export function useSetCounterSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { limitMinor?: number | null; terms?: string | null }) =>
      unwrap(api.v1.custody.$patch({ json: change })),
    onSuccess: (custody) => queryClient.setQueryData(repairKeys.custody, custody),
  });
}

/** A client's valuations (every version), newest first as the API answers them. */
export function useValuations(query: { clientId?: string }, options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: repairKeys.valuations(query),
    queryFn: async () => (await unwrap(api.v1.valuations.$get({ query }))).items,
    ...options,
  });
}

/** One valuation with its metal, stones and photos (a new version starts from it). */
export function useValuation(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['valuations', 'detail', id ?? ''] as const,
    queryFn: () => unwrap(api.v1.valuations[':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}

export function useCreateValuation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ValuationCreate) => unwrap(api.v1.valuations.$post({ json })),
    onSuccess: () =>
      invalidateRoutes(queryClient, ['clients', 'invoices']).then(() =>
        queryClient.invalidateQueries({ queryKey: ['valuations'] }),
      ),
  });
}

/**
 * Opens a PDF of the API in a new tab. The tab is opened at once (inside the click, so no pop-up blocker
 * refuses it) and shown the document once it has come with the session's token; without a tab (blocked),
 * the PDF is saved instead.
 */
async function openPdf(read: () => Promise<Response>, fallbackName: string): Promise<void> {
  const tab = typeof window === 'undefined' ? null : window.open('', '_blank');
  try {
    const response = await read();
    if (!response.ok) throw await apiErrorFrom(response);
    if (!tab) {
      await saveDownload(response, fallbackName);
      return;
    }
    const url = URL.createObjectURL(await response.blob());
    tab.location.href = url;
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export type EnvelopeSize = 'a6' | 'dl' | 'c6';

/** The job's envelope / claim ticket (`ticket.pdf?size=`), in a new tab. */
export function useOpenRepairTicket() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id, size }: { id: string; size: EnvelopeSize }) =>
      openPdf(
        () => api.v1.repairs[':id']['ticket.pdf'].$get({ param: { id }, query: { size } }),
        'ticket.pdf',
      ),
  });
}

/** A valuation's certificate, in a new tab. */
export function useOpenValuationCertificate() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      openPdf(() => api.v1.valuations[':id']['certificate.pdf'].$get({ param: { id } }), 'certificate.pdf'),
  });
}

/** Uploads a photo taken at the counter (`POST /v1/files?kind=repair|valuation`, members only). */
export function useUploadCounterPhoto() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: 'repair' | 'valuation' }) =>
      unwrap(
        api.v1.files.$post({ query: { kind, name: file.name.slice(0, 255) } }, { init: { body: file } }),
      ),
  });
}

export type QuoteView = InferResponseType<ApiClient['v1']['quotes'][':token']['$get'], 200>;

/** The quote behind an emailed link (the token authenticates; issue 31): the showroom's /quote page. */
export function useQuote(token: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['quote', token ?? ''] as const,
    queryFn: () => unwrap(api.v1.quotes[':token'].$get({ param: { token: token! } })),
    enabled: Boolean(token),
    retry: false,
  });
}

/** The client approves the quote; approving twice answers the same. */
export function useApproveQuote(token: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.v1.quotes[':token'].approve.$post({ param: { token } })),
    onSuccess: (quote) => queryClient.setQueryData(['quote', token], quote),
  });
}
