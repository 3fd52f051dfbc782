import type {
  RepairCollectInput,
  RepairInput,
  RepairPatch,
  RepairStage,
  RepairStageInput,
  ValuationInput,
} from '@carat/validation/repairs';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { useApi } from './api-context.tsx';
import { type ApiClient, ApiError, apiErrorFrom, unwrap } from './client.ts';
import { type FileInfo, saveDownload } from './files.tsx';
import { invalidateRoutes, type RowsPage, useApiMutation, useRowsQuery } from './resource.tsx';

/*
 * The counter (issue 31): service jobs (repairs, resizing) and valuations, as its Interfaces section
 * writes them. Their types are written here from that section rather than read from the API's routes
 * (`App`), so the dashboard could be built beside the API; the calls go through the same typed client's
 * run-time proxy (`/v1/repairs/...`), as `listResource` does.
 */

export type { RepairStage };

export interface RepairWorkLine {
  label: string;
  priceMinor: number;
}

/** The piece as taken in: its kind, metal, stones, the marks ticked and what else was noted. */
export interface RepairPiece {
  type: string;
  metal?: string | null;
  stones?: string | null;
  marks: string[];
  description?: string | null;
}

/** One line of a job's timeline (a stage reached, the quote sent or approved, a payment, an email…). */
export interface RepairEvent {
  id: string;
  kind: string;
  fromStage: string | null;
  toStage: string | null;
  note: string | null;
  detail: Record<string, unknown>;
  createdAt: string;
}

/** A job as the list answers it. */
export interface RepairSummary {
  id: string;
  /** The job number printed on the envelope (and in its bar code): REP-YYYY-NNN. */
  number: string;
  stage: RepairStage;
  clientId: string | null;
  clientName: string | null;
  piece: RepairPiece;
  /** Null for a role that does not see declared values. */
  declaredValueMinor: number | null;
  currency: string;
  quoteMinor: number;
  depositMinor: number;
  paidMinor: number;
  balanceMinor: number;
  dueDate: string | null;
  express: boolean;
  estimateOnly: boolean;
  /** Past its due date, or ready and not collected for 30 days. */
  overdue: 'past_due' | 'uncollected' | null;
  createdAt: string;
}

/** A job as its page reads it. */
export interface RepairDetail extends RepairSummary {
  client: { id: string; name: string; email: string | null; phone: string | null } | null;
  conditionNotes: string | null;
  work: RepairWorkLine[];
  quoteSentAt: string | null;
  quoteApprovedAt: string | null;
  workshop: string | null;
  sentOutAt: string | null;
  expectedBack: string | null;
  readyAt: string | null;
  collectedAt: string | null;
  /** PNG data URLs. */
  intakeSignature: string | null;
  pickupSignature: string | null;
  photos: { fileId: string; contentType: string; url: string }[];
  events: RepairEvent[];
  /** Where the job may go next (REPAIR_NEXT_STAGES). */
  nextStages: RepairStage[];
  updatedAt: string;
}

export interface RepairQuery {
  stage?: string;
  q?: string;
}

export type RepairPage = RowsPage<RepairSummary> & { items: RepairSummary[] };

/** The bodies, as the shared schemas (`@carat/validation/repairs`) take them. */
export type RepairCreate = RepairInput;
export type RepairChange = RepairPatch;
export type RepairStageMove = Partial<RepairStageInput> & Pick<RepairStageInput, 'stage'>;
export type RepairCollect = Partial<RepairCollectInput> & Pick<RepairCollectInput, 'signature'>;
export type ValuationCreate = ValuationInput;

/** `GET /v1/custody`: the pieces in the shop tonight (owner and admin also see their declared value). */
export interface Custody {
  count: number;
  /** Null for staff. */
  declaredValueMinor: number | null;
  limitMinor: number | null;
  overLimit: boolean | null;
  currency: string;
  /** The shop's terms printed on the envelope; null: the default text. */
  terms: string | null;
  overdue: {
    id: string;
    number: string;
    stage: RepairStage;
    clientName: string | null;
    dueDate: string | null;
    readyAt: string | null;
    reason: 'past_due' | 'uncollected';
    declaredValueMinor: number | null;
  }[];
}

export interface Valuation {
  id: string;
  number: string;
  version: number;
  supersedesId: string | null;
  supersededById: string | null;
  current: boolean;
  clientId: string | null;
  clientName: string | null;
  repairId: string | null;
  description: string;
  replacementValueMinor: number;
  currency: string;
  valuerName: string;
  validUntil: string | null;
  feeMinor: number;
  invoiceId: string | null;
  createdAt: string;
}

/** A valuation as `POST` and `GET /v1/valuations/{id}` answer it. */
export interface ValuationDetail extends Valuation {
  metal: Record<string, unknown>;
  stones: Record<string, unknown>[];
  signature: string | null;
  photos: { fileId: string; contentType: string; url: string }[];
}

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

type Call = (args?: unknown) => Promise<Response>;
interface RepairCalls {
  repairs: {
    $get: Call;
    $post: Call;
    ':id': {
      $get: Call;
      $patch: Call;
      stage: { $post: Call };
      collect: { $post: Call };
      'ticket.pdf': { $get: Call };
    };
  };
  custody: { $get: Call; $patch: Call };
  valuations: {
    $get: Call;
    $post: Call;
    ':id': { $get: Call; 'certificate.pdf': { $get: Call } };
  };
}

/** The counter's routes through the client's run-time proxy (their types are this file's). */
const calls = (api: ApiClient) => api.v1 as unknown as RepairCalls;

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

/** A list answer as rows: the API's page, or (read as one page) a bare array. */
function asRowsPage(body: unknown): RepairPage {
  if (Array.isArray(body)) return { items: body as RepairSummary[], total: body.length, totalIsExact: true };
  const page = body as Partial<RepairPage>;
  const items = page.items ?? [];
  return { ...page, items, total: page.total ?? items.length, totalIsExact: page.totalIsExact ?? true };
}

/** The jobs matching the stage and search, read a chunk at a time as the list scrolls. */
export function useRepairRows(query: RepairQuery, options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useRowsQuery<RepairPage, RepairQuery>(
    repairKeys.rows(query),
    async (paged) => asRowsPage(await unwrap<unknown>(calls(api).repairs.$get({ query: paged }))),
    query,
    options,
  );
}

/** Reads the jobs matching a search once (the scanner's exact-number check). */
export async function findRepairs(api: ApiClient, q: string): Promise<RepairSummary[]> {
  return asRowsPage(
    await unwrap<unknown>(calls(api).repairs.$get({ query: { q, page: '1', pageSize: '20' } })),
  ).items;
}

export function useRepair(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: repairKeys.detail(id ?? ''),
    queryFn: () => unwrap<RepairDetail>(calls(api).repairs[':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}

export const useCreateRepair = () =>
  useApiMutation(
    (api, json: RepairCreate) => unwrap<RepairDetail>(calls(api).repairs.$post({ json })),
    afterRepairChange,
  );

export const useUpdateRepair = () =>
  useApiMutation(
    (api, { id, change }: { id: string; change: RepairChange }) =>
      unwrap<RepairDetail>(calls(api).repairs[':id'].$patch({ param: { id }, json: change })),
    afterRepairChange,
  );

export const useMoveRepairStage = () =>
  useApiMutation(
    (api, { id, move }: { id: string; move: RepairStageMove }) =>
      unwrap<RepairDetail>(calls(api).repairs[':id'].stage.$post({ param: { id }, json: move })),
    afterRepairChange,
  );

/**
 * Hands a job back. While a balance is owed the API refuses (`409 balance_due`): that refusal is thrown as a
 * BalanceDueError carrying the balance, so the counter can offer to record the payment and send again.
 */
export async function collectRepair(api: ApiClient, id: string, body: RepairCollect): Promise<RepairDetail> {
  let response: Response;
  try {
    response = await calls(api).repairs[':id'].collect.$post({ param: { id }, json: body });
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
  return unwrap<RepairDetail>(Promise.resolve(response));
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
    queryFn: () => unwrap<Custody>(calls(api).custody.$get()),
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
      unwrap<Custody>(calls(api).custody.$patch({ json: change })),
    onSuccess: (custody) => queryClient.setQueryData(repairKeys.custody, custody),
  });
}

/** A client's valuations (every version), newest first as the API answers them. */
export function useValuations(query: { clientId?: string }, options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: repairKeys.valuations(query),
    queryFn: async () => {
      const body = await unwrap<unknown>(calls(api).valuations.$get({ query }));
      return (Array.isArray(body) ? body : ((body as { items?: Valuation[] }).items ?? [])) as Valuation[];
    },
    ...options,
  });
}

/** One valuation with its metal, stones and photos (a new version starts from it). */
export function useValuation(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['valuations', 'detail', id ?? ''] as const,
    queryFn: () => unwrap<ValuationDetail>(calls(api).valuations[':id'].$get({ param: { id: id! } })),
    enabled: id !== null,
  });
}

export function useCreateValuation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ValuationCreate) => unwrap<ValuationDetail>(calls(api).valuations.$post({ json })),
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
        () => calls(api).repairs[':id']['ticket.pdf'].$get({ param: { id }, query: { size } }),
        'ticket.pdf',
      ),
  });
}

/** A valuation's certificate, in a new tab. */
export function useOpenValuationCertificate() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      openPdf(
        () => calls(api).valuations[':id']['certificate.pdf'].$get({ param: { id } }),
        'certificate.pdf',
      ),
  });
}

/**
 * Uploads a photo taken at the counter (`POST /v1/files?kind=repair|valuation`, members only). The kinds
 * come with the counter's API, so the call goes through the proxy like the routes above.
 */
export function useUploadCounterPhoto() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: 'repair' | 'valuation' }) =>
      unwrap<FileInfo>(
        (api.v1.files as unknown as { $post: (args: unknown, options: unknown) => Promise<Response> }).$post(
          { query: { kind, name: file.name.slice(0, 255) } },
          { init: { body: file } },
        ),
      ),
  });
}

export type QuoteView = InferResponseType<ApiClient['v1']['quotes'][':token']['$get'], 200>;

/** The quote behind an emailed link (the token authenticates; issue 31): the showroom's /quote page. */
export function useQuote(token: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['quote', token ?? ''] as const,
    queryFn: () => unwrap<QuoteView>(api.v1.quotes[':token'].$get({ param: { token: token! } })),
    enabled: Boolean(token),
    retry: false,
  });
}

/** The client approves the quote; approving twice answers the same. */
export function useApproveQuote(token: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap<QuoteView>(api.v1.quotes[':token'].approve.$post({ param: { token } })),
    onSuccess: (quote) => queryClient.setQueryData(['quote', token], quote),
  });
}
