import { useAssistantWidget } from '@carat/api-client/react';
import { useI18n } from '@carat/ui/i18n';
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';

// The dialog (and its code) loads on the first click: the showroom's pages stay as light as before.
const AssistantDialog = lazy(() => import('./AssistantDialog.tsx'));

/**
 * The assistant's button, on every page of a showroom whose plan includes the tool and whose jeweller
 * switched it on; nothing otherwise (a CZ showroom, an assistant off, the API unreachable).
 */
export function AssistantLauncher({ showroomName }: { showroomName: string }) {
  const { t } = useI18n();
  const { slug } = useShowroomScope();
  const widget = useAssistantWidget(slug);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (!widget.data?.available) return null;
  return (
    <>
      <button
        type="button"
        className="fixed right-4 bottom-20 z-30 inline-flex items-center gap-2 rounded-full bg-gold px-4 py-3 text-sm font-medium text-gold-foreground shadow-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        aria-haspopup="dialog"
        data-testid="assistant-launcher"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        {t('assistant.open')}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <AssistantDialog
            open={open}
            onOpenChange={setOpen}
            showroomName={showroomName}
            welcome={widget.data.welcome}
          />
        </Suspense>
      ) : null}
    </>
  );
}
