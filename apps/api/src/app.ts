import { OpenAPIHono } from '@hono/zod-openapi';
import { type Context, Hono } from 'hono';
import type { AppEnv, Deps } from '#api/context.ts';
import { accountBackupRoutes } from '#api/features/account/backups-routes.ts';
import { dataExportDownloadRoutes, dataExportRoutes } from '#api/features/account/data-export-routes.ts';
import { accountDeletionRoutes } from '#api/features/account/deletion-routes.ts';
import { meRoutes } from '#api/features/account/me-routes.ts';
import { accountRoutes } from '#api/features/account/routes.ts';
import { dashboardRoutes } from '#api/features/analytics/dashboard-routes.ts';
import { analyticsRoutes } from '#api/features/analytics/routes.ts';
import { appointmentRoutes } from '#api/features/appointments/routes.ts';
import { appointmentServiceRoutes } from '#api/features/appointments/services-routes.ts';
import { assistantRoutes, publicAssistantRoutes } from '#api/features/assistant/routes.ts';
import { CHECK_SUBSCRIPTION_PATH } from '#api/features/billing/check-subscription-quick.ts';
import { answerSubscriptionCheck, billingRoutes } from '#api/features/billing/routes.ts';
import { toolRoutes } from '#api/features/billing/tools-routes.ts';
import { webhookRoutes } from '#api/features/billing/webhook-routes.ts';
import { calendarRoutes, publicCalendarRoutes } from '#api/features/calendars/routes.ts';
import { categoryRoutes } from '#api/features/catalogue/categories-routes.ts';
import { collaborationRoutes } from '#api/features/catalogue/collaborations-routes.ts';
import { collectionRoutes } from '#api/features/catalogue/collections-routes.ts';
import { reviewModerationRoutes } from '#api/features/catalogue/reviews-routes.ts';
import { productPhotoRoutes, productRoutes, publicProductRoutes } from '#api/features/catalogue/routes.ts';
import { clientImportRoutes } from '#api/features/clients/import-routes.ts';
import { clientRoutes } from '#api/features/clients/routes.ts';
import { designRoutes, publicDesignShareRoutes } from '#api/features/designs/routes.ts';
import { fileRoutes, publicFileRoutes } from '#api/features/files/routes.ts';
import { tenantOrApiKey } from '#api/features/integrations/api-key-middleware.ts';
import { apiKeyRoutes } from '#api/features/integrations/api-key-routes.ts';
import { docsRoutes } from '#api/features/integrations/docs-routes.ts';
import { webhookEndpointRoutes } from '#api/features/integrations/webhook-routes.ts';
import { invoiceRoutes } from '#api/features/invoices/routes.ts';
import { leadPhotoRoutes, leadRoutes } from '#api/features/leads/routes.ts';
import { campaignRoutes } from '#api/features/marketing/campaign-routes.ts';
import { marketingRoutes } from '#api/features/marketing/routes.ts';
import { publicCampaignRoutes } from '#api/features/marketing/unsubscribe-routes.ts';
import { messagingRoutes, twilioWebhookRoutes } from '#api/features/messaging/routes.ts';
import { metalRateRoutes } from '#api/features/metal-rates/routes.ts';
import { onboardingRoutes } from '#api/features/onboarding/routes.ts';
import { orderRoutes } from '#api/features/orders/routes.ts';
import { paymentRoutes, publicPaymentRoutes } from '#api/features/payments/routes.ts';
import { healthRoutes } from '#api/features/platform/health-routes.ts';
import { publicQuoteRoutes, repairRoutes } from '#api/features/repairs/routes.ts';
import { publicShowroomPageRoutes, showroomPageRoutes } from '#api/features/showroom/page-routes.ts';
import { showroomRoutes } from '#api/features/showroom/routes.ts';
import {
  publicShowroomSettingsRoutes,
  showroomSettingsRoutes,
} from '#api/features/showroom/settings-routes.ts';
import { sizeGuideRoutes } from '#api/features/size-guides/routes.ts';
import { cashDrawerRoutes } from '#api/features/stock/cash-drawer-routes.ts';
import { giftCardRoutes } from '#api/features/stock/gift-card-routes.ts';
import { memoLayawayRoutes } from '#api/features/stock/memo-layaway-routes.ts';
import { stockPhotoFileRoutes, stockPhotoRoutes } from '#api/features/stock/photo-routes.ts';
import { stockRoutes } from '#api/features/stock/routes.ts';
import { stockCountRoutes } from '#api/features/stock/stock-count-routes.ts';
import { taxRuleRoutes } from '#api/features/taxes/routes.ts';
import { activityRoutes, memberAccountRoutes, teamRoutes } from '#api/features/team/routes.ts';
import { appErrorFromDatabase } from '#api/lib/db-errors.ts';
import { AppError, errorBody } from '#api/lib/errors.ts';
import { describeError } from '#api/lib/logger.ts';
import { demoScope } from '#api/middleware/demo.ts';
import { AuthShapedRefusal, edge, statusCode } from '#api/middleware/edge.ts';
import { requireSubscription } from '#api/middleware/plan.ts';
import { requireRole } from '#api/middleware/scope.ts';

function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AuthShapedRefusal) return c.json(error.body(), 400);
  const known = error instanceof AppError ? error : appErrorFromDatabase(error);
  if (known) {
    if (known.status >= 500) c.get('logger')?.error('request failed', { error: known.message });
    return c.json(errorBody(known.code, known.message, known.fields, known.details), known.status);
  }
  // Hono's own HTTP errors (e.g. malformed JSON) carry a status: keep it, answer in our shape.
  const status = (error as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return c.json(errorBody(statusCode(status), error.message || 'Bad request'), status as 400);
  }
  c.get('logger')?.error('unhandled error', {
    method: c.req.method,
    route: c.req.routePath,
    ...describeError(error),
  });
  return c.json(errorBody('internal_error', 'Something went wrong on our side'), 500);
}

/**
 * The hottest call — the subscription check, on every dashboard page and every 60 s per open tab
 * (bench/check-subscription) — answered in front of the route table (900-odd routes, which Hono's trie
 * walks on every request) by a router of its own: the same edge, the same handler, the same errors.
 * (Under `serveApi`, a check whose token and caller are both remembered is answered before it reaches
 * Hono at all: `features/billing/check-subscription-quick.ts`.) The route stays in the main app too (the typed client, the OpenAPI
 * document); a request with a query string simply takes the main router.
 */
const HOT_PATH = CHECK_SUBSCRIPTION_PATH;

function withHotRoute<T extends { fetch: Hono<AppEnv>['fetch'] }>(app: T, deps: Deps): T {
  const hot = new Hono<AppEnv>();
  hot.use(edge(deps));
  hot.onError(handleError);
  hot.notFound((c) => c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path}`), 404));
  hot.post(HOT_PATH, answerSubscriptionCheck);
  const routeTable = app.fetch;
  app.fetch = (request, env, ctx) => {
    if (request.method !== 'POST') return routeTable(request, env, ctx);
    const url = request.url;
    const path = url.indexOf('/', url.indexOf('//') + 2);
    if (url.length - path !== HOT_PATH.length || !url.endsWith(HOT_PATH))
      return routeTable(request, env, ctx);
    return hot.fetch(request, env, ctx);
  };
  return app;
}

export function createApp(deps: Deps) {
  const app = new OpenAPIHono<AppEnv>();

  app.use(edge(deps));

  app.onError(handleError);
  app.notFound((c) => c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path}`), 404));

  // Public routes, before the auth middleware.
  app.route('/', healthRoutes());
  app.route('/', docsRoutes(app));
  if (deps.authProvider) app.route('/auth/v1', deps.authProvider(deps));

  app.route('/', webhookRoutes());
  app.route('/', twilioWebhookRoutes());
  // Each member's calendar feed: the token in the address is the authorisation.
  app.route('/', publicCalendarRoutes());
  // Product images for the public showroom (no other file is ever served without a token).
  app.route('/', publicFileRoutes());
  app.route('/', productPhotoRoutes());
  app.route('/', leadPhotoRoutes());
  app.route('/', stockPhotoFileRoutes());
  app.route('/', dataExportDownloadRoutes());

  // The public showroom: before the tenant middleware, and kept in the chain for the typed client.
  const withShowroom = app
    .route('/v1', showroomRoutes())
    .route('/v1', publicShowroomPageRoutes())
    .route('/v1', publicShowroomSettingsRoutes())
    .route('/v1', publicProductRoutes())
    .route('/v1', publicPaymentRoutes())
    .route('/v1', publicQuoteRoutes())
    .route('/v1', publicCampaignRoutes())
    .route('/v1', publicDesignShareRoutes())
    .route('/v1', publicAssistantRoutes())
    // Signed in, but not yet (or not only) a member: invitations and the businesses switcher.
    .route('/v1', memberAccountRoutes());

  // Every tenant router, made once: mounted under /v1 below, and the demo's share of them read-only.
  const tenant = {
    me: meRoutes(),
    taxRule: taxRuleRoutes(),
    account: accountRoutes(),
    accountDeletion: accountDeletionRoutes(),
    accountBackup: accountBackupRoutes(),
    dataExport: dataExportRoutes(),
    client: clientRoutes(),
    tool: toolRoutes(),
    team: teamRoutes(),
    activity: activityRoutes(),
    file: fileRoutes(),
    order: orderRoutes(),
    repair: repairRoutes(),
    stock: stockRoutes(),
    stockPhoto: stockPhotoRoutes(),
    memos: memoLayawayRoutes(),
    cashDrawer: cashDrawerRoutes(),
    stockCount: stockCountRoutes(),
    giftCard: giftCardRoutes(),
    messaging: messagingRoutes(),
    lead: leadRoutes(),
    invoice: invoiceRoutes(),
    appointment: appointmentRoutes(),
    calendar: calendarRoutes(),
    clientImport: clientImportRoutes(),
    showroomPage: showroomPageRoutes(),
    product: productRoutes(),
    metalRate: metalRateRoutes(),
    dashboard: dashboardRoutes(),
    analytics: analyticsRoutes(),
    sizeGuide: sizeGuideRoutes(),
    collection: collectionRoutes(),
    category: categoryRoutes(),
    collaboration: collaborationRoutes(),
    reviewModeration: reviewModerationRoutes(),
    appointmentService: appointmentServiceRoutes(),
    showroomSettings: showroomSettingsRoutes(),
    onboarding: onboardingRoutes(),
    payment: paymentRoutes(),
    marketing: marketingRoutes(),
    campaign: campaignRoutes(),
    design: designRoutes(),
    assistant: assistantRoutes(),
    apiKey: apiKeyRoutes(),
    webhookEndpoint: webhookEndpointRoutes(),
  };

  // The public demo dashboard: the same read routes over the demo business, read-only, without an account
  // (wrapped in a plain Hono app so they stay out of the OpenAPI document). What it shows is named in
  // DEMO_ROUTERS, from the routers above: a router is never written twice.
  const DEMO_ROUTERS = [
    'me',
    'account',
    'client',
    'tool',
    'team',
    'order',
    'repair',
    'stock',
    'memos',
    'cashDrawer',
    'stockCount',
    'giftCard',
    'metalRate',
    'messaging',
    'lead',
    'appointment',
    'invoice',
    'file',
    'dashboard',
    'analytics',
    'sizeGuide',
    'collection',
    'category',
    'collaboration',
    'reviewModeration',
    'appointmentService',
    'showroomSettings',
    'product',
    'onboarding',
  ] as const satisfies readonly (keyof typeof tenant)[];
  app.use('/demo/v1/*', demoScope);
  for (const name of DEMO_ROUTERS) app.route('/demo/v1', new Hono<AppEnv>().route('/', tenant[name]));

  // Tenant routes: a verified user or an API key (ADR 032), one RLS transaction per request (the business
  // chosen with X-Business-Id among the user's, ADR 031), a live subscription, the member's role for the
  // route's area. Chained so that the app's type carries every route, for the typed client (@carat/api-client).
  app.use('/v1/*', tenantOrApiKey, requireSubscription, requireRole);
  const routes = withShowroom
    .route('/', billingRoutes())
    .route('/v1', tenant.me)
    .route('/v1', tenant.taxRule)
    .route('/v1', tenant.account)
    .route('/v1', tenant.accountDeletion)
    .route('/v1', tenant.accountBackup)
    .route('/v1', tenant.dataExport)
    .route('/v1', tenant.client)
    .route('/v1', tenant.tool)
    .route('/v1', tenant.team)
    .route('/v1', tenant.activity)
    .route('/v1', tenant.file)
    .route('/v1', tenant.order)
    .route('/v1', tenant.repair)
    .route('/v1', tenant.stock)
    .route('/v1', tenant.stockPhoto)
    .route('/v1', tenant.memos)
    .route('/v1', tenant.cashDrawer)
    .route('/v1', tenant.stockCount)
    .route('/v1', tenant.giftCard)
    .route('/v1', tenant.messaging)
    .route('/v1', tenant.lead)
    .route('/v1', tenant.invoice)
    .route('/v1', tenant.appointment)
    .route('/v1', tenant.calendar)
    .route('/v1', tenant.clientImport)
    .route('/v1', tenant.showroomPage)
    .route('/v1', tenant.product)
    .route('/v1', tenant.metalRate)
    .route('/v1', tenant.dashboard)
    .route('/v1', tenant.analytics)
    .route('/v1', tenant.sizeGuide)
    .route('/v1', tenant.collection)
    .route('/v1', tenant.category)
    .route('/v1', tenant.collaboration)
    .route('/v1', tenant.reviewModeration)
    .route('/v1', tenant.appointmentService)
    .route('/v1', tenant.showroomSettings)
    .route('/v1', tenant.onboarding)
    .route('/v1', tenant.payment)
    .route('/v1', tenant.marketing)
    .route('/v1', tenant.campaign)
    .route('/v1', tenant.design)
    .route('/v1', tenant.assistant)
    .route('/v1', tenant.apiKey)
    .route('/v1', tenant.webhookEndpoint);
  return withHotRoute(routes, deps);
}

/** The API's routes and their types, for Hono's RPC client. */
export type App = ReturnType<typeof createApp>;
