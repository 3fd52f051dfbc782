import { baseCatalogue, type Catalogue, type MessageKeyOf, mergeCatalogues } from '@carat/ui/i18n';
import type { backOfficeCatalogue } from '#app/back-office-messages.ts';
import type { toolCatalogue } from '#app/tool-messages.ts';
import { componentMessages } from '#components/messages.ts';
import { accountBannerMessages } from '#features/account/banner-messages.ts';
import type { authMessages } from '#features/auth/messages.ts';
import type { calendarMessages } from '#features/calendars/messages.ts';
import { layoutMessages } from '#features/layout/messages.ts';
import type { marketingMessages } from '#features/marketing/messages.ts';
import type { messagingMessages } from '#features/messaging/messages.ts';
import type { metalMessages } from '#features/metal-rates/messages.ts';
import { paymentMessages } from '#features/payment/messages.ts';
import type { repairsMessages } from '#features/repairs/messages.ts';
import type { stockMessages } from '#features/stock/messages.ts';
import type { welcomeMessages } from '#features/welcome/messages.ts';

/**
 * The texts of the pages met before signing in (plans, 404) and of the shell, in the entry chunk; the sign-in
 * pages' come with them (`features/auth/messages.ts`: the sign-in page, the password reset, Settings' second
 * factor, ADR 100); the back office's (`back-office-messages.ts`, every other feature's `messages.ts`) come with
 * the first back-office route, which waits for them (`loadBackOfficeMessages`), so no page renders a key.
 */
const coreCatalogue = mergeCatalogues(
  baseCatalogue,
  componentMessages,
  paymentMessages,
  layoutMessages,
  accountBannerMessages,
);

type DashboardCatalogue = Catalogue<
  | MessageKeyOf<typeof coreCatalogue>
  | MessageKeyOf<typeof authMessages>
  | MessageKeyOf<typeof backOfficeCatalogue>
  | MessageKeyOf<typeof toolCatalogue>
  | MessageKeyOf<typeof repairsMessages>
  | MessageKeyOf<typeof messagingMessages>
  | MessageKeyOf<typeof calendarMessages>
  | MessageKeyOf<typeof metalMessages>
  | MessageKeyOf<typeof stockMessages>
  | MessageKeyOf<typeof marketingMessages>
  | MessageKeyOf<typeof welcomeMessages>
>;

/**
 * Every text of the dashboard: each feature keeps its own catalogue (features/<feature>/messages.ts). The
 * catalogue is registered with `@carat/ui/i18n`, so `t` (useI18n, useT) accepts only its keys; at run time it
 * holds the core texts until `loadBackOfficeMessages` has added the rest (the translator reads the same
 * objects, so the texts are there for every page rendered after).
 */
export const catalogue = coreCatalogue as DashboardCatalogue;

let shell: Promise<void> | undefined;
let tools: Promise<void> | undefined;

/** Adds the back office's shell texts (the home, the menu, the switcher) to `catalogue`, once. */
export function loadShellMessages(): Promise<void> {
  shell ??= import('#app/back-office-messages.ts').then((module) => addMessages(module.backOfficeCatalogue));
  return shell;
}

/**
 * Adds the back office's texts to `catalogue`: the shell's and every tool page's (once; later calls answer
 * the same promise). Every back-office page but the home waits for it.
 */
export function loadBackOfficeMessages(): Promise<void> {
  tools ??= import('#app/tool-messages.ts').then((module) => addMessages(module.toolCatalogue));
  return Promise.all([loadShellMessages(), tools]).then(() => undefined);
}

/**
 * Adds a feature's own part of the texts to `catalogue`, once its chunk has come (the counter's pages bring
 * theirs: issue 31), so the entry and the back office's catalogue do not carry them.
 */
export function addMessages(part: Pick<Catalogue, 'fr' | 'en'>): void {
  Object.assign(catalogue.fr, part.fr);
  Object.assign(catalogue.en, part.en);
}

export type MessageKey = keyof typeof catalogue.fr;

declare module '@carat/ui/i18n' {
  interface Register {
    catalogue: typeof catalogue;
  }
}
