import { mergeCatalogues } from '@carat/ui/i18n';
import { analyticsMessages } from '#features/analytics/messages.ts';
import { appointmentsMessages } from '#features/appointments/messages.ts';
import { assistantMessages } from '#features/assistant/messages.ts';
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
import { leadsMessages } from '#features/leads/messages.ts';
import { marketingConsentMessages } from '#features/marketing/consent-messages.ts';
import { metalNavMessages } from '#features/metal-rates/nav-messages.ts';
import { ordersMessages } from '#features/orders/messages.ts';
import { counterBackOfficeMessages } from '#features/repairs/back-office-messages.ts';
import { reviewsMessages } from '#features/reviews/messages.ts';
import { settingsMessages } from '#features/settings/messages.ts';
import { builderMessages } from '#features/showroom-builder/messages.ts';
import { sizeGuidesMessages } from '#features/size-guides/messages.ts';
import { stockBackOfficeMessages } from '#features/stock/back-office-messages.ts';
import { teamMessages } from '#features/team/messages.ts';

/**
 * The back office's texts: every feature's catalogue but those of the pages a visitor meets before signing in
 * (app/i18n.ts `coreCatalogue`). Its own chunk, loaded with the first back-office route (ADR 047).
 */
export const backOfficeCatalogue = mergeCatalogues(
  analyticsMessages,
  appointmentsMessages,
  assistantMessages,
  catalogueMessages,
  clientsMessages,
  collaborationsMessages,
  collectionsMessages,
  demoMessages,
  designMessages,
  homeMessages,
  onboardingMessages,
  integrationsMessages,
  invoicesMessages,
  leadsMessages,
  marketingConsentMessages,
  metalNavMessages,
  ordersMessages,
  counterBackOfficeMessages,
  stockBackOfficeMessages,
  reviewsMessages,
  settingsMessages,
  builderMessages,
  sizeGuidesMessages,
  teamMessages,
);
