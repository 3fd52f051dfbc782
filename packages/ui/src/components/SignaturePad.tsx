import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '#lib/utils/cn.ts';
import { Button } from './Button.tsx';

/** The canvas's own size in pixels (drawn scaled to the box's width): small PNGs, sharp enough to print. */
const WIDTH = 600;
const HEIGHT = 200;
/** Dark ink on a white card in both themes, so the signature reads the same on screen and on paper. */
const INK = '#1c1917';

export interface SignaturePadProps {
  /** The signature as a PNG data URL, or null while nothing is drawn. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The field's name ("Signature du client"), read by screen readers on the pad. */
  label: string;
  /** The button that wipes the pad. */
  clearLabel: string;
  /** Help under the pad ("Signez avec le doigt ou la souris"). */
  hint?: string;
  error?: string;
  /** Marks the field required (an asterisk after the label). */
  required?: boolean;
  className?: string;
}

/**
 * A drawn signature: pointer events (finger, pen, mouse) on a canvas, exported as a PNG data URL after each
 * stroke; "clear" is a real button, so the pad can be wiped from the keyboard. A value given from outside
 * (a signature kept with a job) is drawn back onto the pad.
 */
export function SignaturePad({
  value,
  onChange,
  label,
  clearLabel,
  hint,
  error,
  required,
  className,
}: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ x: number; y: number } | null>(null);
  /** The data URL this pad last exported, so its own value is not drawn again over itself. */
  const exported = useRef<string | null>(null);
  const [empty, setEmpty] = useState(value === null);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || value === exported.current) return;
    context.clearRect(0, 0, WIDTH, HEIGHT);
    exported.current = value;
    setEmpty(value === null);
    if (value) {
      const image = new Image();
      image.onload = () => context.drawImage(image, 0, 0, WIDTH, HEIGHT);
      image.src = value;
    }
  }, [value]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / (box.width || WIDTH)) * WIDTH,
      y: ((event.clientY - box.top) / (box.height || HEIGHT)) * HEIGHT,
    };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointOf(event);
    drawing.current = point;
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = INK;
    context.fillStyle = INK;
    // A tap leaves a dot.
    context.beginPath();
    context.arc(point.x, point.y, 1.5, 0, Math.PI * 2);
    context.fill();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const from = drawing.current;
    const context = event.currentTarget.getContext('2d');
    if (!from || !context) return;
    const to = pointOf(event);
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    drawing.current = to;
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = null;
    const url = event.currentTarget.toDataURL('image/png');
    exported.current = url;
    setEmpty(false);
    onChange(url);
  };

  const clear = () => {
    canvasRef.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    exported.current = null;
    setEmpty(true);
    onChange(null);
  };

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)} data-invalid={error ? true : undefined}>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium leading-none" id={`${id}-label`}>
          {label}
          {required ? (
            <span aria-hidden="true" className="text-destructive">
              {' '}
              *
            </span>
          ) : null}
        </span>
        <Button type="button" variant="ghost" size="sm" onClick={clear} disabled={empty}>
          {clearLabel}
        </Button>
      </div>
      <canvas
        ref={canvasRef}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        data-empty={empty || undefined}
        data-testid="signature-pad"
        className={cn(
          'aspect-[3/1] w-full touch-none rounded-md border border-input bg-white',
          error && 'border-destructive',
        )}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
