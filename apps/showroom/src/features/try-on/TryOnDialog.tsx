import { METAL_LABELS, type Metal } from '@carat/domain/design';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Camera, Download, ImageUp, Ruler, Share2 } from 'lucide-react';
import {
  type ChangeEvent,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { placeEarrings } from './ear-placement.ts';
import { createFaceTracker } from './face.ts';
import { createHandTracker } from './hands.ts';
import { type ImageSize, type Landmark, placeRing, pxPerMmFromCard } from './placement.ts';
import {
  createTryOnRenderer,
  type Drawing,
  earringsDrawing,
  ringDrawing,
  type TryOnRenderer,
} from './renderer.ts';
import type { LandmarkTracker } from './solution-script.ts';
import { fill, tryOnTexts } from './texts.ts';

declare global {
  interface Window {
    /**
     * Test hook: 21 landmarks used in place of the detected ones when present (the e2e test injects a
     * recorded hand, since the fake camera shows none). Absent in normal use.
     */
    __caratTryOnLandmarks?: Landmark[];
    /** Test hook: 468 face landmarks used in place of the detected ones for earrings. */
    __caratTryOnFaceLandmarks?: Landmark[];
  }
}

export interface TryOnDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A ring on the ring finger (hand landmarks), or a pair of earrings on the ear lobes (face landmarks). */
  kind?: 'ring' | 'earrings';
  /** The piece's GLB (true size, a material variant per alloy). */
  glbUrl: string;
  /** The alloy shown first (a variant name of the GLB). */
  metal: string | null;
  /** The ring's hole, in mm: the invisible finger's width; null to measure it on the model. */
  innerDiameterMm: number | null;
  /** The ring size as the jeweller wrote it, e.g. "52 (FR)". */
  sizeLabel: string | null;
}

type Source = 'none' | 'camera' | 'photo';
type Status =
  | { kind: 'idle' }
  | { kind: 'loading'; message: string }
  | { kind: 'searching' }
  | { kind: 'placed' }
  | { kind: 'error'; message: string };

interface Point {
  x: number;
  y: number;
}

/** The hand model looks at 192–224 px squares: a frame larger than this only costs the upload. */
const DETECTION_LONG_SIDE = 480;
let detectionCanvas: HTMLCanvasElement | null = null;

function downscaled(element: HTMLVideoElement | HTMLImageElement, size: ImageSize) {
  const factor = DETECTION_LONG_SIDE / Math.max(size.width, size.height);
  if (factor >= 1) return element;
  detectionCanvas ??= document.createElement('canvas');
  const width = Math.round(size.width * factor);
  const height = Math.round(size.height * factor);
  if (detectionCanvas.width !== width || detectionCanvas.height !== height) {
    detectionCanvas.width = width;
    detectionCanvas.height = height;
  }
  detectionCanvas.getContext('2d')?.drawImage(element, 0, 0, width, height);
  return detectionCanvas;
}

/** The stage's size on screen in device pixels (at most 2× CSS pixels), never more than the image's. */
function shownSize(element: HTMLElement | null, image: ImageSize): ImageSize {
  const box = element?.getBoundingClientRect();
  if (!box || box.width === 0) return image;
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  return {
    width: Math.min(image.width, box.width * ratio),
    height: Math.min(image.height, box.height * ratio),
  };
}

const handleClass =
  'absolute z-10 size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary shadow focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring';

/**
 * 'Essayer': the camera (the back one on a phone) or a photo the visitor picks, the hand's landmarks found
 * in the browser by MediaPipe Hands served from this origin, and the ring drawn on the ring finger at true
 * size. Nothing is uploaded: the picture never leaves the page.
 */
export default function TryOnDialog({
  open,
  onOpenChange,
  kind = 'ring',
  glbUrl,
  metal,
  innerDiameterMm,
  sizeLabel,
}: TryOnDialogProps) {
  const { locale } = useI18n();
  const tx = tryOnTexts(locale, kind);
  const statusId = useId();
  const [source, setSource] = useState<Source>('none');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [image, setImage] = useState<ImageSize | null>(null);
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [variants, setVariants] = useState<string[]>([]);
  const [variant, setVariant] = useState<string | null>(metal);
  const [paused, setPaused] = useState(false);
  const [cardPxPerMm, setCardPxPerMm] = useState<number | null>(null);
  const [handles, setHandles] = useState<[Point, Point] | null>(null);
  const [canShare, setCanShare] = useState(false);

  const stage = useRef<HTMLDivElement | null>(null);
  const video = useRef<HTMLVideoElement | null>(null);
  const photo = useRef<HTMLImageElement | null>(null);
  const overlay = useRef<HTMLDivElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const tracker = useRef<Promise<LandmarkTracker> | null>(null);
  const renderer = useRef<Promise<TryOnRenderer> | null>(null);
  const frames = useRef(0);
  const cardScale = useRef<number | null>(null);
  cardScale.current = cardPxPerMm;

  const stopCamera = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  // Everything is let go when the dialog closes: the camera first.
  useEffect(() => {
    if (open) return;
    stopCamera();
    setSource('none');
    setStatus({ kind: 'idle' });
    setHandles(null);
  }, [open, stopCamera]);
  useEffect(
    () => () => {
      stopCamera();
      void tracker.current?.then((t) => t.close()).catch(() => undefined);
      void renderer.current?.then((r) => r.dispose()).catch(() => undefined);
    },
    [stopCamera],
  );
  useEffect(() => () => (photoUrl ? URL.revokeObjectURL(photoUrl) : undefined), [photoUrl]);

  const ensureEngines = useCallback(async () => {
    setStatus({ kind: 'loading', message: tx.loadingPiece });
    renderer.current ??= createTryOnRenderer(glbUrl, { pair: kind === 'earrings' });
    let drawn: TryOnRenderer;
    try {
      drawn = await renderer.current;
    } catch (error) {
      renderer.current = null;
      const webgl = error instanceof Error && /webgl/i.test(error.message);
      throw new Error(webgl ? tx.webglMissing : tx.pieceError);
    }
    setVariants(drawn.variants);
    const first = metal && drawn.variants.includes(metal) ? metal : (drawn.variants[0] ?? null);
    if (first) await drawn.setVariant(first);
    setVariant(first);
    setStatus({ kind: 'loading', message: tx.loadingModel });
    tracker.current ??= kind === 'earrings' ? createFaceTracker() : createHandTracker();
    try {
      await tracker.current;
    } catch {
      tracker.current = null;
      throw new Error(tx.modelError);
    }
    const host = overlay.current;
    if (host && drawn.canvas.parentElement !== host) {
      drawn.canvas.className = 'absolute inset-0 h-full w-full';
      drawn.canvas.setAttribute('aria-hidden', 'true');
      host.replaceChildren(drawn.canvas);
    }
    if (stage.current) stage.current.dataset.modelReady = 'true';
  }, [glbUrl, metal, tx, kind]);

  /** One picture: landmarks, placement, drawing, and the figures a test or bench reads on the stage. */
  const processFrame = useCallback(
    async (element: HTMLVideoElement | HTMLImageElement, size: ImageSize) => {
      const [landmarker, drawn] = await Promise.all([tracker.current, renderer.current]);
      if (!landmarker || !drawn) return false;
      const started = performance.now();
      const detected = await landmarker.detect(downscaled(element, size));
      const detectedAt = performance.now();
      const card = cardScale.current;
      let drawing: Drawing | null = null;
      let scaleSource = '';
      let innerDiameterPx = '';
      let earsShown = '';
      if (kind === 'earrings') {
        const landmarks = window.__caratTryOnFaceLandmarks ?? detected;
        const placement = landmarks ? placeEarrings({ landmarks, image: size, cardPxPerMm: card }) : null;
        if (placement) {
          drawing = earringsDrawing(placement);
          scaleSource = placement.scaleSource;
          earsShown = String(placement.ears.filter((ear) => ear.visible).length);
        }
      } else {
        const landmarks = window.__caratTryOnLandmarks ?? detected;
        const hole = innerDiameterMm ?? drawn.holeDiameterMm;
        const placement =
          landmarks && hole > 0
            ? placeRing({ landmarks, image: size, innerDiameterMm: hole, cardPxPerMm: card })
            : null;
        if (placement) {
          drawing = ringDrawing(placement);
          scaleSource = placement.scaleSource;
          innerDiameterPx = placement.innerDiameterPx.toFixed(2);
        }
      }
      drawn.place(drawing, size);
      drawn.render(shownSize(stage.current, size));
      frames.current += 1;
      const data = stage.current?.dataset;
      if (data) {
        data.frames = String(frames.current);
        data.detected = detected ? 'true' : 'false';
        data.placed = drawing ? 'true' : 'false';
        data.scale = drawing ? drawing.scale.toFixed(4) : '';
        data.innerDiameterPx = innerDiameterPx;
        data.earsShown = earsShown;
        data.pieceWidthPx = drawn.measuredWidthPx()?.toFixed(2) ?? '';
        data.scaleSource = scaleSource;
        data.detectMs = (detectedAt - started).toFixed(1);
        data.drawMs = (performance.now() - detectedAt).toFixed(1);
      }
      return drawing !== null;
    },
    [innerDiameterMm, kind],
  );

  // The camera's loop: one detection at a time, as fast as the device allows.
  useEffect(() => {
    if (source !== 'camera' || !image || paused) return;
    let stopped = false;
    let raf = 0;
    let last: boolean | null = null;
    const step = async () => {
      const element = video.current;
      if (stopped || !element) return;
      if (element.readyState >= 2) {
        try {
          const placed = await processFrame(element, image);
          if (placed !== last && !stopped) setStatus({ kind: placed ? 'placed' : 'searching' });
          last = placed;
        } catch {
          // A frame the model could not read: the next one is tried.
        }
      }
      if (!stopped) raf = requestAnimationFrame(() => void step());
    };
    raf = requestAnimationFrame(() => void step());
    return () => {
      stopped = true;
      cancelAnimationFrame(raf);
    };
  }, [source, image, paused, processFrame]);

  // A photo is read once, and again when the scale or the metal changes.
  useEffect(() => {
    if (source !== 'photo' || !image || !photo.current || !photoUrl) return;
    let live = true;
    processFrame(photo.current, image).then(
      (placed) =>
        live && setStatus(placed ? { kind: 'placed' } : { kind: 'error', message: tx.nothingInPhoto }),
      () => live && setStatus({ kind: 'error', message: tx.nothingInPhoto }),
    );
    return () => {
      live = false;
    };
  }, [source, image, photoUrl, processFrame, tx, cardPxPerMm, variant]);

  async function startCamera() {
    setHandles(null);
    setPaused(false);
    if (!navigator.mediaDevices?.getUserMedia) {
      setStatus({ kind: 'error', message: tx.cameraMissing });
      return;
    }
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({
        audio: false,
        // The back camera for a hand held out; the front one for one's own ears.
        video: {
          facingMode: { ideal: kind === 'earrings' ? 'user' : 'environment' },
          width: { ideal: 1280 },
          height: { ideal: 720 },
        },
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      setStatus({
        kind: 'error',
        message:
          name === 'NotAllowedError' || name === 'SecurityError'
            ? tx.cameraDenied
            : name === 'NotFoundError' || name === 'OverconstrainedError'
              ? tx.cameraMissing
              : tx.cameraError,
      });
      return;
    }
    stopCamera();
    stream.current = media;
    try {
      await ensureEngines();
    } catch (error) {
      stopCamera();
      setStatus({ kind: 'error', message: (error as Error).message });
      return;
    }
    setPhotoUrl(null);
    setSource('camera');
    const element = video.current;
    if (!element) return;
    element.srcObject = media;
    await element.play().catch(() => undefined);
    const ready = () => {
      setImage({ width: element.videoWidth, height: element.videoHeight });
      setStatus({ kind: 'searching' });
    };
    if (element.videoWidth > 0) ready();
    else element.addEventListener('loadedmetadata', ready, { once: true });
  }

  async function pickPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    stopCamera();
    setHandles(null);
    setPaused(false);
    try {
      await ensureEngines();
    } catch (error) {
      setStatus({ kind: 'error', message: (error as Error).message });
      return;
    }
    setImage(null);
    setSource('photo');
    setPhotoUrl(URL.createObjectURL(file));
    setStatus({ kind: 'loading', message: tx.searching });
  }

  async function changeMetal(name: string) {
    setVariant(name);
    const drawn = await renderer.current;
    await drawn?.setVariant(name);
  }

  const composeSnapshot = useCallback(async (): Promise<Blob | null> => {
    const drawn = await renderer.current;
    const element = source === 'camera' ? video.current : photo.current;
    if (!drawn || !element || !image) return null;
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(element, 0, 0, image.width, image.height);
    drawn.render(image);
    context.drawImage(drawn.canvas, 0, 0, image.width, image.height);
    drawn.render(shownSize(stage.current, image));
    return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  }, [source, image]);

  useEffect(() => {
    const probe = new File([new Blob()], tx.snapshotName, { type: 'image/png' });
    setCanShare(Boolean(navigator.canShare?.({ files: [probe] })));
  }, [tx.snapshotName]);

  async function saveSnapshot() {
    const blob = await composeSnapshot();
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = tx.snapshotName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  async function shareSnapshot() {
    const blob = await composeSnapshot();
    if (!blob) return;
    const file = new File([blob], tx.snapshotName, { type: 'image/png' });
    await navigator.share({ files: [file], title: tx.title }).catch(() => undefined);
  }

  // Card: two handles on the ends of its long side, in image pixels; dragged or moved with the arrows.
  function startCard() {
    if (!image) return;
    setPaused(true);
    const y = image.height * 0.8;
    setHandles([
      { x: image.width * 0.3, y },
      { x: image.width * 0.7, y },
    ]);
  }
  function moveHandle(index: 0 | 1, point: Point) {
    if (!image) return;
    const clamped = {
      x: Math.min(image.width, Math.max(0, point.x)),
      y: Math.min(image.height, Math.max(0, point.y)),
    };
    setHandles((current) => {
      if (!current) return current;
      const next: [Point, Point] = [current[0], current[1]];
      next[index] = clamped;
      return next;
    });
  }
  function dragHandle(index: 0 | 1, event: PointerEvent<HTMLButtonElement>) {
    const box = stage.current?.getBoundingClientRect();
    if (!box || !image || event.buttons === 0) return;
    moveHandle(index, {
      x: ((event.clientX - box.left) / box.width) * image.width,
      y: ((event.clientY - box.top) / box.height) * image.height,
    });
  }
  function nudgeHandle(index: 0 | 1, event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.shiftKey ? 10 : 2;
    const moves: Record<string, Point> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const move = moves[event.key];
    const point = handles?.[index];
    if (!move || !point) return;
    event.preventDefault();
    moveHandle(index, { x: point.x + move.x, y: point.y + move.y });
  }
  function applyCard() {
    if (!handles) return;
    setCardPxPerMm(pxPerMmFromCard(handles[0], handles[1]));
    setHandles(null);
    setPaused(false);
  }

  useEffect(() => {
    const element = video.current;
    if (source !== 'camera' || !element) return;
    if (paused) element.pause();
    else void element.play().catch(() => undefined);
  }, [paused, source]);

  const statusText =
    status.kind === 'loading'
      ? status.message
      : status.kind === 'searching'
        ? tx.searching
        : status.kind === 'placed'
          ? tx.placed
          : status.kind === 'error'
            ? status.message
            : '';
  const ratio = image ? image.width / image.height : 4 / 3;
  const showing = source !== 'none';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[100dvh] w-full max-w-3xl overflow-y-auto p-4 sm:p-6"
        data-testid="try-on"
      >
        <DialogHeader>
          <DialogTitle>{tx.title}</DialogTitle>
          <DialogDescription>{tx.description}</DialogDescription>
        </DialogHeader>
        <p className="rounded-md bg-muted px-3 py-2 text-sm" data-testid="try-on-privacy">
          {tx.privacy}
        </p>
        {kind === 'ring' && sizeLabel && innerDiameterMm ? (
          <p className="text-muted-foreground text-sm">
            {fill(tx.ringSize, { size: sizeLabel, mm: innerDiameterMm.toLocaleString(locale) })}
          </p>
        ) : null}

        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            onClick={() => void startCamera()}
            variant={source === 'camera' ? 'default' : 'outline'}
          >
            <Camera aria-hidden="true" />
            {tx.camera}
          </Button>
          <label
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border px-4 text-sm focus-within:ring-2 focus-within:ring-ring"
            data-testid="try-on-photo"
          >
            <ImageUp aria-hidden="true" className="size-4" />
            {tx.photo}
            <input type="file" accept="image/*" className="sr-only" onChange={(e) => void pickPhoto(e)} />
          </label>
        </div>

        <p
          id={statusId}
          role={status.kind === 'error' ? 'alert' : 'status'}
          className="min-h-5 text-sm"
          data-testid="try-on-status"
        >
          {statusText}
        </p>

        <div
          ref={stage}
          role="img"
          aria-label={tx.stage}
          aria-describedby={statusId}
          data-testid="try-on-stage"
          hidden={!showing}
          className="relative mx-auto touch-none overflow-hidden rounded-md bg-black"
          style={{ aspectRatio: String(ratio), width: `min(100%, calc(60dvh * ${ratio}))` }}
        >
          <video
            ref={video}
            hidden={source !== 'camera'}
            muted
            playsInline
            className="absolute inset-0 h-full w-full"
          />
          {source === 'photo' && photoUrl ? (
            <img
              ref={photo}
              src={photoUrl}
              alt=""
              className="absolute inset-0 h-full w-full"
              onLoad={(event) =>
                setImage({
                  width: event.currentTarget.naturalWidth,
                  height: event.currentTarget.naturalHeight,
                })
              }
            />
          ) : null}
          <div ref={overlay} className="pointer-events-none absolute inset-0" />
          {handles && image
            ? ([0, 1] as const).map((index) => (
                <button
                  key={index}
                  type="button"
                  aria-label={index === 0 ? tx.cardStart : tx.cardEnd}
                  className={handleClass}
                  style={{
                    left: `${(handles[index].x / image.width) * 100}%`,
                    top: `${(handles[index].y / image.height) * 100}%`,
                  }}
                  onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
                  onPointerMove={(event) => dragHandle(index, event)}
                  onKeyDown={(event) => nudgeHandle(index, event)}
                />
              ))
            : null}
          {handles && image ? (
            <svg
              aria-hidden="true"
              className="pointer-events-none absolute inset-0 h-full w-full"
              viewBox={`0 0 ${image.width} ${image.height}`}
              preserveAspectRatio="none"
            >
              <line
                x1={handles[0].x}
                y1={handles[0].y}
                x2={handles[1].x}
                y2={handles[1].y}
                stroke="white"
                strokeWidth={Math.max(2, image.width / 300)}
              />
            </svg>
          ) : null}
        </div>

        {showing && status.kind !== 'error' ? (
          <div className="grid gap-3">
            <p className="text-muted-foreground text-sm" data-testid="try-on-scale">
              {cardPxPerMm ? tx.scaleCard : tx.scaleEstimate}
            </p>
            {handles ? (
              <div className="grid gap-2">
                <p className="text-sm">{tx.cardHelp}</p>
                <div className="flex flex-wrap gap-2">
                  <Button type="button" onClick={applyCard}>
                    {tx.cardApply}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => {
                      setHandles(null);
                      setPaused(false);
                    }}
                  >
                    {tx.cardCancel}
                  </Button>
                </div>
              </div>
            ) : (
              <div className="flex flex-wrap items-end gap-2">
                {variants.length > 1 ? (
                  <label className="grid gap-1 text-sm">
                    {tx.metal}
                    <select
                      className="h-10 rounded-md border bg-background px-2"
                      value={variant ?? ''}
                      onChange={(event) => void changeMetal(event.target.value)}
                      data-testid="try-on-metal"
                    >
                      {variants.map((name) => (
                        <option key={name} value={name}>
                          {METAL_LABELS[name as Metal]?.[locale] ?? name}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
                <Button type="button" variant="outline" onClick={startCard} disabled={!image}>
                  <Ruler aria-hidden="true" />
                  {tx.card}
                </Button>
                {cardPxPerMm ? (
                  <Button type="button" variant="outline" onClick={() => setCardPxPerMm(null)}>
                    {tx.cardReset}
                  </Button>
                ) : null}
                {source === 'camera' ? (
                  <Button type="button" variant="outline" onClick={() => setPaused((value) => !value)}>
                    {paused ? tx.resume : tx.pause}
                  </Button>
                ) : null}
                <Button type="button" variant="outline" onClick={() => void saveSnapshot()} disabled={!image}>
                  <Download aria-hidden="true" />
                  {tx.snapshot}
                </Button>
                {canShare ? (
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => void shareSnapshot()}
                    disabled={!image}
                  >
                    <Share2 aria-hidden="true" />
                    {tx.share}
                  </Button>
                ) : null}
              </div>
            )}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
