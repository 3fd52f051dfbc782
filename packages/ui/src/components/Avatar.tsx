import { cva, type VariantProps } from 'class-variance-authority';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#lib/utils/cn.ts';

/**
 * Up to two initials from a name: the first letters of its first and last words, upper-cased
 * ('Sophie Martin' → 'SM', 'jean-luc de la Tour' → 'JT', 'Élodie' → 'É'). Empty names give ''.
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter((word) => word.length > 0);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word.normalize('NFC'))[0] ?? '';
  return `${letter(first)}${last ? letter(last) : ''}`.toLocaleUpperCase('fr');
}

const avatarVariants = cva(
  'relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full',
  {
    variants: {
      size: {
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-14 text-lg',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export interface AvatarProps
  extends Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'>,
    VariantProps<typeof avatarVariants> {
  /** The person's name: the accessible name of the avatar and the source of the initials. */
  name: string;
  /** A photo; the initials show until it loads, and if it fails. */
  src?: string;
}

/** A round avatar: the photo when there is one, otherwise the name's initials on a gold tint. */
export function Avatar({ name, src, size, className, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      role="img"
      aria-label={name}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image src={src} alt="" className="aspect-square size-full object-cover" />
      ) : null}
      <AvatarPrimitive.Fallback
        aria-hidden="true"
        delayMs={src ? 400 : undefined}
        className="flex size-full items-center justify-center border border-gold/50 bg-gold/15 font-display font-semibold text-gold-text"
      >
        {initials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
