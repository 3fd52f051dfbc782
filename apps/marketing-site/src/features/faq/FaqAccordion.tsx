import { localize } from '@carat/domain';
import { useI18n } from '@carat/ui/i18n';
import { ChevronDown } from 'lucide-react';
import { answerText } from '#features/faq/answerText.ts';
import type { FaqEntry } from '#features/faq/types.ts';

export interface FaqAccordionProps {
  /** Questions sharing a name form one accordion: opening one closes the others. */
  name: string;
  entries: readonly FaqEntry[];
}

/**
 * A single-open accordion of questions, built on `<details name>`: the browser keeps one question open, the
 * keyboard works (Tab, Enter, Space), and the answers are in the HTML — readable and usable before any script
 * runs. Styled like the design system's Accordion, whose Radix code would weigh on the page's budget.
 */
export function FaqAccordion({ name, entries }: FaqAccordionProps) {
  const { locale } = useI18n();
  return (
    <div className="border-y border-border">
      {entries.map((entry) => (
        <details key={entry.id} name={name} className="group border-b border-border last:border-b-0">
          <summary
            className={[
              'flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-4 text-start',
              'font-medium transition-colors hover:text-gold-text [&::-webkit-details-marker]:hidden',
            ].join(' ')}
          >
            {localize(entry.question, locale)}
            <ChevronDown
              aria-hidden="true"
              className="size-4 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <p className="pb-5 text-sm leading-relaxed text-muted-foreground">{answerText(entry, locale)}</p>
        </details>
      ))}
    </div>
  );
}
