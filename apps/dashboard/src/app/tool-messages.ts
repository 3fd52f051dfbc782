import { mergeCatalogues } from '@carat/ui/i18n';
import { accountMessages } from '#features/account/messages.ts';
import { appointmentsMessages } from '#features/appointments/messages.ts';
import { assistantMessages } from '#features/assistant/messages.ts';
import { catalogueMessages } from '#features/catalogue/messages.ts';
import { clientsMessages } from '#features/clients/messages.ts';
import { collaborationsMessages } from '#features/collaborations/messages.ts';
import { collectionsMessages } from '#features/collections/messages.ts';
import { designMessages } from '#features/design/messages.ts';
import { integrationsMessages } from '#features/integrations/messages.ts';
import { invoicesMessages } from '#features/invoices/messages.ts';
import { leadsMessages } from '#features/leads/messages.ts';
import { marketingConsentMessages } from '#features/marketing/consent-messages.ts';
import { ordersMessages } from '#features/orders/messages.ts';
import { reviewsMessages } from '#features/reviews/messages.ts';
import { settingsMessages } from '#features/settings/messages.ts';
import { builderMessages } from '#features/showroom-builder/messages.ts';
import { sizeGuidesMessages } from '#features/size-guides/messages.ts';

/**
 * The back office's tools' texts (every page but the home's): one chunk, which every page of the back office
 * but the home waits for (`loadBackOfficeMessages`), so the home's first load does not carry them (issue 30).
 * Pages with texts of their own beyond these (the counter, stock, metal prices, messages, the marketing
 * studio, calendars, the welcome step) bring them with their chunk.
 */
export const toolCatalogue = mergeCatalogues(
  accountMessages,
  appointmentsMessages,
  assistantMessages,
  catalogueMessages,
  clientsMessages,
  collaborationsMessages,
  collectionsMessages,
  designMessages,
  integrationsMessages,
  invoicesMessages,
  leadsMessages,
  marketingConsentMessages,
  ordersMessages,
  reviewsMessages,
  settingsMessages,
  builderMessages,
  sizeGuidesMessages,
);
