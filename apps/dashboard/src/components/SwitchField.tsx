import { cn, Label, Switch } from '@carat/ui';
import { useId } from 'react';

/** A switch with its label beside it (the label names it for screen readers and toggles it on click). */
export function SwitchField({
  label,
  checked,
  onCheckedChange,
  disabled,
  className,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} disabled={disabled} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
