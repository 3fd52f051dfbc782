import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { useEffect, useRef, useState } from 'react';

/** The browser's barcode reader (Chromium on Android and macOS); absent elsewhere. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

function detectorClass(): BarcodeDetectorClass | null {
  if (typeof window === 'undefined') return null;
  return (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector ?? null;
}

/** Whether this browser can read a code from the camera (the scan button is hidden otherwise). */
export const canScanWithCamera = () =>
  detectorClass() !== null &&
  typeof navigator !== 'undefined' &&
  Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * Reads the envelope's code with the camera (`BarcodeDetector`): the first code read is handed to
 * `onCode` and the camera stops. The camera is released when the dialog closes.
 */
export function ScanDialog({
  open,
  onOpenChange,
  onCode,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCode: (code: string) => void;
}) {
  const { t } = useI18n();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const Detector = detectorClass();
    if (!open || !Detector) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setFailed(false);
    const detector = new Detector({ formats: ['code_128', 'qr_code', 'code_39', 'ean_13'] });
    const look = async () => {
      if (stopped || !video.current) return;
      try {
        const [code] = await detector.detect(video.current);
        if (code?.rawValue && !stopped) {
          stopped = true;
          onCode(code.rawValue);
          return;
        }
      } catch {
        // A frame not ready yet: try the next one.
      }
      timer = setTimeout(() => void look(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void look();
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open, onCode]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('repairs.scan.title')}</DialogTitle>
          <DialogDescription>{t('repairs.scan.body')}</DialogDescription>
        </DialogHeader>
        {failed ? (
          <p className="text-sm text-destructive" role="alert">
            {t('repairs.scan.failed')}
          </p>
        ) : (
          <video
            ref={video}
            className="aspect-video w-full rounded-md bg-muted object-cover"
            muted
            playsInline
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
