import { Slot } from 'radix-ui';
import { type ComponentProps, type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '#lib/utils/cn.ts';
import { Label } from './Label.tsx';

/** The props a field's control receives so that its label, hint and error are announced with it. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps extends Omit<ComponentProps<'div'>, 'children'> {
  label: ReactNode;
  /** The control's id; generated when omitted. Set it here, not on the child, so the label points at it. */
  id?: string;
  /** Help shown under the control (kept when an error shows). */
  hint?: ReactNode;
  /** The validation message; when present the control is marked `aria-invalid` and described by it. */
  error?: ReactNode;
  /** Marks the control `aria-required` and shows an asterisk after the label. */
  required?: boolean;
  /**
   * One control element (Input, Textarea, a SelectTrigger…) that receives the wiring, or a function that
   * gets the wiring to spread where it belongs (e.g. on a `SelectTrigger` inside a `Select`).
   */
  children: ReactElement | ((control: FormFieldControlProps) => ReactNode);
}

/** A label, a control, an optional hint and the error under the field, wired together for screen readers. */
export function FormField({
  label,
  id,
  hint,
  error,
  required,
  children,
  className,
  ...props
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const describedBy = [hasHint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');

  const control: FormFieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(hasError ? { 'aria-invalid': true } : {}),
    ...(required ? { 'aria-required': true } : {}),
  };

  // One column that may shrink below its control's natural width (a select's longest option): in a narrow
  // column the control fits and truncates instead of pushing the page sideways.
  return (
    <div
      className={cn('grid grid-cols-[minmax(0,1fr)] gap-2', className)}
      data-invalid={hasError || undefined}
      {...props}
    >
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {typeof children === 'function' ? children(control) : <Slot.Root {...control}>{children}</Slot.Root>}
      {hasHint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
