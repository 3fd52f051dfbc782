import { baseCatalogue, mergeCatalogues } from '@carat/ui/i18n';
import { accountMessages } from '#features/account/messages.ts';
import { analyticsMessages } from '#features/analytics/messages.ts';
import { appointmentsMessages } from '#features/appointments/messages.ts';
import { assistantMessages } from '#features/assistant/messages.ts';
import { authMessages } from '#features/auth/messages.ts';
import { clientsMessages } from '#features/clients/messages.ts';
import { demoMessages } from '#features/demo/messages.ts';
import { homeMessages } from '#features/home/messages.ts';
import { invoicesMessages } from '#features/invoices/messages.ts';
import { layoutMessages } from '#features/layout/messages.ts';
import { leadsMessages } from '#features/leads/messages.ts';
import { ordersMessages } from '#features/orders/messages.ts';
import { paymentMessages } from '#features/payment/messages.ts';
import { settingsMessages } from '#features/settings/messages.ts';
import { builderMessages } from '#features/showroom-builder/messages.ts';
import { sizeGuidesMessages } from '#features/size-guides/messages.ts';

/**
 * Every text of the dashboard: each feature keeps its own catalogue (features/<feature>/messages.ts). The
 * merged catalogue is registered with `@carat/ui/i18n`, so `t` (useI18n, useT) accepts only its keys.
 */
export const catalogue = mergeCatalogues(
  baseCatalogue,
  accountMessages,
  analyticsMessages,
  appointmentsMessages,
  assistantMessages,
  authMessages,
  clientsMessages,
  homeMessages,
  invoicesMessages,
  layoutMessages,
  leadsMessages,
  ordersMessages,
  paymentMessages,
  settingsMessages,
  builderMessages,
  demoMessages,
  sizeGuidesMessages,
);

export type MessageKey = keyof typeof catalogue.fr;

declare module '@carat/ui/i18n' {
  interface Register {
    catalogue: typeof catalogue;
  }
}
