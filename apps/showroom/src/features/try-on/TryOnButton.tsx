import { Button } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Ear, Hand } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { TryOnDialogProps } from './TryOnDialog.tsx';

// three.js, the hand model's loader and the dialog come with the first press only.
const TryOnDialog = lazy(() => import('./TryOnDialog.tsx'));

/** 'Essayer' beside a ring or a pair of earrings that has a 3D model; opens the try-on. */
export function TryOnButton(props: Omit<TryOnDialogProps, 'open' | 'onOpenChange'>) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        data-testid="try-on-open"
      >
        {props.kind === 'earrings' ? <Ear aria-hidden="true" /> : <Hand aria-hidden="true" />}
        {t('tryOn.open')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <TryOnDialog {...props} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
