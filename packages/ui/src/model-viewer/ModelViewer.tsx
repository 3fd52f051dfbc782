import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { cn } from '#lib/utils/cn.ts';

/*
 * `@google/model-viewer`, loaded on first use (three.js is large), showing a GLB with orbit and zoom, a
 * material variant (a design's metal) and AR: WebXR, Scene Viewer on Android, Quick Look on iOS from a
 * USDZ the server made. Nothing is downloaded from another origin at run time: model-viewer's default
 * decoder and transcoder addresses (gstatic, jsDelivr) are replaced before any element exists. The meshopt
 * decoder (EXT_meshopt_compression, which every design GLB uses) is compiled into model-viewer itself, which
 * only waits for a script at `meshoptDecoderLocation` to load before using it: that script is an empty one
 * made in the page. Draco, KTX2 and Lottie point at this origin (no design uses them, so nothing is asked).
 * The lighting is model-viewer's built-in neutral environment, generated in the page.
 */

interface ModelViewerElement extends HTMLElement {
  canActivateAR: boolean;
  activateAR(): Promise<void>;
}

let loading: Promise<void> | null = null;

/** Loads the custom element once, with every run-time address on this origin. */
export function loadModelViewer(): Promise<void> {
  loading ??= (async () => {
    const local = (path: string) => new URL(path, window.location.origin).href;
    (self as unknown as { ModelViewerElement: Record<string, string> }).ModelViewerElement = {
      meshoptDecoderLocation: URL.createObjectURL(
        new Blob(['/* model-viewer embeds the meshopt decoder */'], { type: 'text/javascript' }),
      ),
      dracoDecoderLocation: local('/model-viewer/draco/'),
      ktx2TranscoderLocation: local('/model-viewer/basis/'),
      lottieLoaderLocation: local('/model-viewer/lottie.js'),
    };
    await import('@google/model-viewer');
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export interface ModelViewerProps {
  /** The GLB's address (an object URL or a public one); null while it is fetched. */
  src: string | null;
  /** The USDZ for Quick Look on iOS. */
  iosSrc?: string | null;
  /** A KHR_materials_variants variant of the GLB (a design's metal). */
  variantName?: string | null;
  /** A still picture shown until the 3D view is ready (a design's `image.jpg`). */
  poster?: string | null;
  alt: string;
  labels: {
    loading: string;
    error: string;
    ar: string;
    /** Said when the device cannot show AR (a desktop): where it can. */
    arUnavailable: string;
  };
  className?: string;
  style?: CSSProperties;
}

export function ModelViewer({
  src,
  iosSrc,
  variantName,
  poster,
  alt,
  labels,
  className,
  style,
}: ModelViewerProps) {
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [arHint, setArHint] = useState(false);
  const viewer = useRef<ModelViewerElement | null>(null);

  useEffect(() => {
    let live = true;
    loadModelViewer().then(
      () => live && setState('ready'),
      () => live && setState('error'),
    );
    return () => {
      live = false;
    };
  }, []);

  const openAr = async () => {
    const element = viewer.current;
    if (element?.canActivateAR) {
      setArHint(false);
      await element.activateAR();
    } else setArHint(true);
  };

  return (
    <div className={cn('grid gap-3', className)} style={style}>
      <div className="relative aspect-square w-full overflow-hidden rounded-lg border bg-muted/40">
        {state === 'ready' && src ? (
          <model-viewer
            ref={viewer}
            data-testid="model-viewer"
            src={src}
            ios-src={iosSrc ?? undefined}
            variant-name={variantName ?? undefined}
            poster={poster ?? undefined}
            alt={alt}
            camera-controls=""
            touch-action="pan-y"
            ar=""
            ar-modes="webxr scene-viewer quick-look"
            shadow-intensity="0.6"
            exposure="1.1"
            interaction-prompt="none"
            style={{ width: '100%', height: '100%', background: 'transparent' }}
          />
        ) : (
          <>
            {poster ? (
              <img src={poster} alt={alt} className="absolute inset-0 size-full object-contain" />
            ) : null}
            <p
              className={
                poster && state !== 'error'
                  ? 'sr-only'
                  : cn(
                      'absolute inset-0 grid place-items-center p-4 text-center text-muted-foreground text-sm',
                      poster && 'bg-muted/80',
                    )
              }
              role="status"
            >
              {state === 'error' ? labels.error : labels.loading}
            </p>
          </>
        )}
      </div>
      <div className="grid gap-1">
        <button
          type="button"
          onClick={openAr}
          disabled={state !== 'ready' || !src}
          className="inline-flex h-10 items-center justify-center rounded-md border border-input bg-background px-4 font-medium text-sm hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
        >
          {labels.ar}
        </button>
        {arHint ? (
          <p className="text-muted-foreground text-xs" role="status">
            {labels.arUnavailable}
          </p>
        ) : null}
      </div>
    </div>
  );
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'model-viewer': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        src?: string;
        'ios-src'?: string;
        'variant-name'?: string;
        poster?: string;
        alt?: string;
        'camera-controls'?: string;
        'touch-action'?: string;
        ar?: string;
        'ar-modes'?: string;
        'shadow-intensity'?: string;
        exposure?: string;
        'interaction-prompt'?: string;
        ref?: React.Ref<ModelViewerElement>;
      };
    }
  }
}
