import type { ComponentProps } from 'react';
import { cn } from '#lib/utils/cn.ts';
import { fieldClasses } from './Input.tsx';

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      className={cn(fieldClasses, 'min-h-20 py-2 leading-relaxed', className)}
      {...props}
    />
  );
}
