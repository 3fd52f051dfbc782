import { Button } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { ArrowDown, ArrowUp } from 'lucide-react';

/** 'Monter' / 'Descendre' for one row of a list ordered by hand: real buttons, so the keyboard moves it too. */
export function ReorderButtons({
  name,
  index,
  count,
  onMove,
  disabled,
}: {
  /** What the row is called, for the buttons' accessible names. */
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className="flex gap-1">
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label={t('reorder.up', { name })}
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="outline"
        size="icon"
        aria-label={t('reorder.down', { name })}
        disabled={disabled || index >= count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </div>
  );
}
