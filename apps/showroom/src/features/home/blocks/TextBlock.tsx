import { textParagraphs } from '@carat/domain/showroom-blocks';

/** A text block: the jeweller's words as text (never markup), a paragraph per blank line. */
export function TextBlock({ text }: { text: string }) {
  return (
    <div className="grid max-w-prose gap-3 px-4 leading-relaxed">
      {textParagraphs(text).map((paragraph, index) => (
        // The paragraphs have no identity of their own: their place is their key.
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
