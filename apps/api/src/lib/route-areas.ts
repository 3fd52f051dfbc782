import type { Area } from '@carat/domain';

/**
 * Which area (@carat/domain/roles) each /v1 route belongs to, so one rule decides who may call it
 * (ADR 031). The first matching line wins; a line names a path prefix (whole segments, '*' for an id) and, when the
 * methods differ, the methods it covers. `public` routes are answered before the tenant middleware (the
 * showroom, links sent by email). security/roles.test.ts walks every route of the app: a route no line
 * covers fails it, so a new route cannot ship without a rule.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Rule {
  prefix: string;
  area: Area | 'public';
  methods?: readonly Method[];
}

const READ: readonly Method[] = ['GET'];

export const ROUTE_AREAS: readonly Rule[] = [
  // Public: anonymous visitors, or a token sent by email (checked by the route).
  { prefix: '/v1/showrooms', area: 'public' },
  { prefix: '/v1/pay', area: 'public' },
  { prefix: '/v1/bookings', area: 'public' },
  { prefix: '/v1/r', area: 'public' },
  { prefix: '/v1/unsubscribe', area: 'public' },
  { prefix: '/v1/design-shares', area: 'public' },
  { prefix: '/v1/invitations', area: 'public' },
  { prefix: '/v1/quotes', area: 'public' },
  // The member's own session.
  { prefix: '/v1/me', area: 'workspace' },
  { prefix: '/v1/businesses', area: 'workspace' },
  { prefix: '/v1/team/leave', area: 'workspace' },
  { prefix: '/v1/account/profile', area: 'workspace' },
  { prefix: '/v1/account/appearance', area: 'workspace' },
  { prefix: '/v1/account/notifications', area: 'workspace' },
  // Deleting one's account removes only what that account owns (an owner's businesses go with it).
  { prefix: '/v1/account/deletion', area: 'workspace' },
  { prefix: '/v1/tools', area: 'workspace' },
  { prefix: '/v1/tax-rules', area: 'workspace', methods: READ },
  { prefix: '/v1/dashboard', area: 'workspace' },
  { prefix: '/v1/files', area: 'workspace' },
  { prefix: '/v1/onboarding', area: 'workspace', methods: READ },
  { prefix: '/v1/business', area: 'workspace', methods: READ },
  // The showroom's address and name, which the dashboard shows everyone.
  { prefix: '/v1/showroom/settings', area: 'workspace', methods: READ },
  // A client's credit (paid deposits, ledger of invoice deductions): read where invoices are read.
  { prefix: '/v1/clients/*/credit', area: 'invoices' },
  // An order's pay link is money, as invoices are: staff get 403 before any payment check.
  { prefix: '/v1/orders/*/payment-link', area: 'invoices' },
  // The counter (ADR 056): the insurer's custody limit is the business's setting; a valuation's
  // fee is invoiced (the service refuses a fee to those who cannot invoice).
  { prefix: '/v1/custody', area: 'business-settings', methods: ['PATCH'] },
  // Client messages (ADR 065): the provider and its token are the business's settings; the
  // inbox, threads and consents are the clients' area (staff answer clients).
  { prefix: '/v1/messaging/settings', area: 'business-settings', methods: ['PUT'] },
  { prefix: '/v1/messaging/settings', area: 'clients', methods: READ },
  { prefix: '/v1/messages', area: 'clients' },
  // Staff's areas.
  { prefix: '/v1/clients', area: 'clients' },
  // Staff take jobs in and move them (the orders area: the workshop's work); declared-value totals are
  // held back from staff by the service.
  { prefix: '/v1/repairs', area: 'orders' },
  { prefix: '/v1/custody', area: 'orders' },
  { prefix: '/v1/valuations', area: 'orders' },
  // Stock and the in-store sale (ADR 063): the counter's work, as repairs are.
  { prefix: '/v1/stock-items', area: 'orders' },
  { prefix: '/v1/sales', area: 'orders' },
  // Memo goods and layaway (ADR 067): the counter's work too; the layaway policy is a setting.
  { prefix: '/v1/memos', area: 'orders' },
  { prefix: '/v1/layaways', area: 'orders' },
  // The cash drawer and its Z report (ADR 072): whoever sells at the counter opens, counts and closes it.
  { prefix: '/v1/cash-drawer', area: 'orders' },
  // Stock counts (ADR 072): the counter's work, as stock is.
  { prefix: '/v1/stock-counts', area: 'orders' },
  // Gift cards (ADR 077): sold and spent at the counter, read there.
  { prefix: '/v1/gift-cards', area: 'orders' },
  // Their validity and the showroom's sale (ADR 089): a setting, read at the counter.
  { prefix: '/v1/gift-card-settings', area: 'business-settings', methods: ['PUT'] },
  { prefix: '/v1/gift-card-settings', area: 'orders', methods: READ },
  { prefix: '/v1/layaway-policy', area: 'business-settings', methods: ['PUT'] },
  { prefix: '/v1/layaway-policy', area: 'orders', methods: READ },
  { prefix: '/v1/export/clients.csv', area: 'clients' },
  { prefix: '/v1/orders', area: 'orders' },
  { prefix: '/v1/appointments', area: 'appointments' },
  // Calendars (ADR 068): each member's own feed; the imported busy times are read by all who see
  // appointments, added and removed by those who set the business's availability.
  { prefix: '/v1/calendar-feeds', area: 'appointments' },
  { prefix: '/v1/calendar-imports', area: 'appointments', methods: READ },
  { prefix: '/v1/calendar-imports', area: 'business-settings' },
  { prefix: '/v1/availability', area: 'appointments', methods: READ },
  { prefix: '/v1/services', area: 'appointments', methods: READ },
  { prefix: '/v1/leads', area: 'leads' },
  { prefix: '/v1/products', area: 'catalogue' },
  // Metal prices (ADR 064): the catalogue's prices, set by those who edit the catalogue.
  { prefix: '/v1/metal-rates', area: 'catalogue' },
  { prefix: '/v1/repricing', area: 'catalogue' },
  { prefix: '/v1/collections', area: 'catalogue' },
  // The jeweller's own product categories (ADR 076): set by those who edit the catalogue.
  { prefix: '/v1/categories', area: 'catalogue' },
  // Owners and admins.
  { prefix: '/v1/invoices', area: 'invoices' },
  { prefix: '/v1/invoice-settings', area: 'invoice-settings' },
  { prefix: '/v1/analytics', area: 'analytics' },
  { prefix: '/v1/marketing', area: 'marketing' },
  { prefix: '/v1/campaigns', area: 'marketing' },
  { prefix: '/v1/designs', area: 'tools' },
  { prefix: '/v1/assistant', area: 'tools' },
  { prefix: '/v1/size-guides', area: 'tools' },
  { prefix: '/v1/showroom', area: 'showroom' },
  { prefix: '/v1/collaborations', area: 'showroom' },
  { prefix: '/v1/reviews', area: 'showroom' },
  { prefix: '/v1/business', area: 'business-settings' },
  { prefix: '/v1/onboarding', area: 'business-settings' },
  { prefix: '/v1/availability', area: 'business-settings' },
  { prefix: '/v1/services', area: 'business-settings' },
  { prefix: '/v1/account/backups', area: 'business-settings' },
  // The full export holds everything the business owns: owners and admins.
  { prefix: '/v1/account/exports', area: 'business-settings' },
  { prefix: '/v1/team/ownership', area: 'ownership' },
  { prefix: '/v1/team', area: 'team' },
  { prefix: '/v1/activity', area: 'activity' },
  { prefix: '/v1/api-keys', area: 'api-keys' },
  { prefix: '/v1/webhook-endpoints', area: 'webhooks' },
  { prefix: '/v1/webhook-deliveries', area: 'webhooks' },
  // Owners only.
  { prefix: '/v1/payments', area: 'billing' },
];

/** The prefix's segments start the path's ('*' stands for any one segment, an id). */
function covers(prefix: string, path: string) {
  const want = prefix.split('/');
  const have = path.split('/');
  return want.length <= have.length && want.every((segment, i) => segment === '*' || segment === have[i]);
}

/** The area of a request (method and path), or null when no rule covers it. */
export function routeArea(method: string, path: string): Area | 'public' | null {
  const upper = method.toUpperCase() as Method;
  for (const rule of ROUTE_AREAS) {
    if (rule.methods && !rule.methods.includes(upper)) continue;
    if (covers(rule.prefix, path)) return rule.area;
  }
  return null;
}
