import type { Area } from '@carat/domain';

/** The counter's area: staff take in and move service jobs. */
export const COUNTER_AREA: Area = 'orders';

/**
 * The area (@carat/domain roles) of each dashboard page, so the navigation hides what a role cannot open
 * and a direct address shows a refusal; the API refuses the same routes (ADR 031).
 */
const PAGE_AREAS: Readonly<Record<string, Area>> = {
  '/dashboard': 'workspace',
  '/dashboard/orders': 'orders',
  '/dashboard/leads': 'leads',
  '/dashboard/catalogue': 'catalogue',
  '/dashboard/appointments': 'appointments',
  '/dashboard/clients': 'clients',
  '/dashboard/messages': 'clients',
  '/dashboard/invoices': 'invoices',
  '/dashboard/analytics': 'analytics',
  '/dashboard/collections': 'catalogue',
  '/dashboard/metal-rates': 'catalogue',
  '/dashboard/collaborations': 'showroom',
  '/dashboard/reviews': 'showroom',
  '/dashboard/showroom-builder': 'showroom',
  '/dashboard/settings': 'workspace',
  '/dashboard/size-guides': 'tools',
  '/dashboard/marketing': 'marketing',
  '/dashboard/design': 'tools',
  '/dashboard/assistant': 'tools',
  '/dashboard/team': 'team',
  '/dashboard/activity': 'activity',
  // The counter: staff take in and move jobs (the custody page shows them the count only).
  '/dashboard/repairs': COUNTER_AREA,
  '/dashboard/custody': COUNTER_AREA,
  '/dashboard/valuations': COUNTER_AREA,
  // Stock and the sale: the counter's work too.
  '/dashboard/stock': COUNTER_AREA,
  '/dashboard/sale': COUNTER_AREA,
  '/dashboard/memos': COUNTER_AREA,
  '/dashboard/layaways': COUNTER_AREA,
  '/dashboard/cash-drawer': COUNTER_AREA,
  '/dashboard/stock-counts': COUNTER_AREA,
  '/dashboard/gift-cards': COUNTER_AREA,
};

/** The area of a dashboard address (its first two segments), 'workspace' when it names none. */
export function areaOfPath(pathname: string): Area {
  const [, first, second] = pathname.split('/');
  return PAGE_AREAS[`/${first}${second ? `/${second}` : ''}`] ?? 'workspace';
}

/** The settings tabs that are not everyone's. */
export const SETTINGS_TAB_AREAS: Readonly<Record<string, Area>> = {
  billing: 'billing',
  payments: 'billing',
  business: 'business-settings',
  services: 'business-settings',
  categories: 'catalogue',
  showroom: 'showroom',
  api: 'api-keys',
  messages: 'business-settings',
};
