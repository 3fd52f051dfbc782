import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#lib/utils/cn.ts';

type SingleProps = Omit<AccordionPrimitive.AccordionSingleProps, 'type'> & { type?: 'single' };
type MultipleProps = AccordionPrimitive.AccordionMultipleProps;

/** `type` defaults to `'single'` (one section open at a time) and a single accordion is `collapsible`. */
export type AccordionProps = (SingleProps | MultipleProps) & { className?: string };

export function Accordion({ className, ...props }: AccordionProps) {
  const classes = cn('w-full', className);
  if (props.type === 'multiple') return <AccordionPrimitive.Root className={classes} {...props} />;
  const { collapsible = true, ...single } = props;
  return <AccordionPrimitive.Root className={classes} {...single} type="single" collapsible={collapsible} />;
}

export type AccordionItemProps = ComponentProps<typeof AccordionPrimitive.Item>;

export function AccordionItem({ className, ...props }: AccordionItemProps) {
  return (
    <AccordionPrimitive.Item className={cn('border-b border-border last:border-b-0', className)} {...props} />
  );
}

export type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger>;

/** The section's button, inside a heading (`<h3>`). */
export function AccordionTrigger({ className, children, ...props }: AccordionTriggerProps) {
  return (
    <AccordionPrimitive.Header className="flex">
      <AccordionPrimitive.Trigger
        className={cn(
          'flex flex-1 cursor-pointer items-center justify-between gap-4 rounded-sm py-4 text-start font-sans',
          'text-base font-medium outline-none transition-colors hover:text-gold-text',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          'disabled:pointer-events-none disabled:opacity-50 [&[data-state=open]>svg]:rotate-180',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform duration-200"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export type AccordionContentProps = ComponentProps<typeof AccordionPrimitive.Content>;

export function AccordionContent({ className, children, ...props }: AccordionContentProps) {
  return (
    <AccordionPrimitive.Content
      className="overflow-hidden text-sm data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down"
      {...props}
    >
      <div className={cn('pb-4 text-muted-foreground', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
