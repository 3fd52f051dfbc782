import { mergeCatalogues } from '@carat/ui/i18n';
import { analyticsMessages } from '#features/analytics/messages.ts';
import { demoMessages } from '#features/demo/messages.ts';
import { homeMessages } from '#features/home/messages.ts';
import { onboardingMessages } from '#features/home/onboarding-messages.ts';
import { toolNavMessages } from '#features/layout/tool-nav-messages.ts';
import { metalNavMessages } from '#features/metal-rates/nav-messages.ts';
import { counterBackOfficeMessages } from '#features/repairs/back-office-messages.ts';
import { stockBackOfficeMessages } from '#features/stock/back-office-messages.ts';
import { teamMessages } from '#features/team/messages.ts';

/**
 * The back office's shell texts: the home (its stats, the onboarding checklist), the menu's names, the
 * business switcher and team access, the demo's banner. Its own chunk, loaded with the layouts and the home
 * (`loadShellMessages`). Every other page's texts are `tool-messages.ts`, which each of those pages waits for
 * (`loadBackOfficeMessages`) and the home fetches once idle, with the likely next pages (ADR 047).
 */
export const backOfficeCatalogue = mergeCatalogues(
  analyticsMessages,
  demoMessages,
  homeMessages,
  onboardingMessages,
  toolNavMessages,
  metalNavMessages,
  counterBackOfficeMessages,
  stockBackOfficeMessages,
  teamMessages,
);
