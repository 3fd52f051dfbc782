import { baseCatalogue, mergeCatalogues } from '@carat/ui/i18n';
import { componentMessages } from '#components/messages.ts';
import { accountMessages } from '#features/account/messages.ts';
import { analyticsMessages } from '#features/analytics/messages.ts';
import { appointmentsMessages } from '#features/appointments/messages.ts';
import { assistantMessages } from '#features/assistant/messages.ts';
import { authMessages } from '#features/auth/messages.ts';
import { catalogueMessages } from '#features/catalogue/messages.ts';
import { clientsMessages } from '#features/clients/messages.ts';
import { collaborationsMessages } from '#features/collaborations/messages.ts';
import { collectionsMessages } from '#features/collections/messages.ts';
import { demoMessages } from '#features/demo/messages.ts';
import { designMessages } from '#features/design/messages.ts';
import { homeMessages } from '#features/home/messages.ts';
import { onboardingMessages } from '#features/home/onboarding-messages.ts';
import { integrationsMessages } from '#features/integrations/messages.ts';
import { invoicesMessages } from '#features/invoices/messages.ts';
import { layoutMessages } from '#features/layout/messages.ts';
import { leadsMessages } from '#features/leads/messages.ts';
import { marketingMessages } from '#features/marketing/messages.ts';
import { ordersMessages } from '#features/orders/messages.ts';
import { paymentMessages } from '#features/payment/messages.ts';
import { reviewsMessages } from '#features/reviews/messages.ts';
import { settingsMessages } from '#features/settings/messages.ts';
import { builderMessages } from '#features/showroom-builder/messages.ts';
import { sizeGuidesMessages } from '#features/size-guides/messages.ts';
import { teamMessages } from '#features/team/messages.ts';

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
  catalogueMessages,
  clientsMessages,
  homeMessages,
  invoicesMessages,
  layoutMessages,
  leadsMessages,
  marketingMessages,
  ordersMessages,
  paymentMessages,
  settingsMessages,
  builderMessages,
  demoMessages,
  sizeGuidesMessages,
  componentMessages,
  collectionsMessages,
  collaborationsMessages,
  reviewsMessages,
  onboardingMessages,
  designMessages,
  integrationsMessages,
  teamMessages,
);

export type MessageKey = keyof typeof catalogue.fr;

declare module '@carat/ui/i18n' {
  interface Register {
    catalogue: typeof catalogue;
  }
}
