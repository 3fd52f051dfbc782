import type { Catalogue } from '@carat/ui/i18n';
import type { ComponentType } from 'react';

/** What a page module exports: the page, its own texts, and its structured data for search engines. */
export interface PageModule {
  default: ComponentType;
  /** Texts only this page uses, merged over the site's catalogue (so they are not in every page's bundle). */
  messages?: Catalogue;
  /** JSON-LD objects for this page (French, like the pre-rendered HTML), beside the site's Organization. */
  structuredData?: () => readonly object[];
}
