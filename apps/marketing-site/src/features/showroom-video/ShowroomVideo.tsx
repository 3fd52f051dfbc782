import { useI18n } from '@carat/ui/i18n';
import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SHOWROOM_VIDEO } from '#lib/images.ts';

const control =
  'inline-flex h-10 cursor-pointer items-center gap-2 rounded-full bg-ink/80 px-4 text-sm font-medium text-ivory backdrop-blur transition-colors hover:bg-ink';

/**
 * The showroom video: nothing is downloaded until it comes into view (`preload="none"`); it then plays muted
 * and looped, unless the visitor asked for reduced motion or paused it. Sound only on request.
 */
export function ShowroomVideo() {
  const { t } = useI18n();
  const videoRef = useRef<HTMLVideoElement>(null);
  const pausedByVisitor = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  // The poster too waits until the video is near the screen.
  const [near, setNear] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = true;
    const nearby = new IntersectionObserver(
      ([entry]) => setNear((value) => value || !!entry?.isIntersecting),
      {
        rootMargin: '400px 0px',
      },
    );
    nearby.observe(video);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => nearby.disconnect();
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting && !pausedByVisitor.current) video.play().catch(() => {});
        if (!entry.isIntersecting) video.pause();
      },
      { threshold: 0.4 },
    );
    observer.observe(video);
    return () => {
      nearby.disconnect();
      observer.disconnect();
    };
  }, []);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      pausedByVisitor.current = false;
      video.play().catch(() => {});
    } else {
      pausedByVisitor.current = true;
      video.pause();
    }
  };

  const toggleSound = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
    if (!video.muted && video.paused) {
      pausedByVisitor.current = false;
      video.play().catch(() => {});
    }
  };

  return (
    <div className="relative overflow-hidden rounded-2xl border border-border bg-ink shadow-xl">
      <video
        ref={videoRef}
        className="aspect-video h-auto w-full"
        width={SHOWROOM_VIDEO.width}
        height={SHOWROOM_VIDEO.height}
        poster={near ? SHOWROOM_VIDEO.poster : undefined}
        preload="none"
        muted
        loop
        playsInline
        aria-label={t('video.label')}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
      >
        <source src={SHOWROOM_VIDEO.webm} type="video/webm" />
        <source src={SHOWROOM_VIDEO.mp4} type="video/mp4" />
        <track kind="captions" src={SHOWROOM_VIDEO.captions} srcLang="fr" label="Français" />
      </video>
      <div className="absolute bottom-4 left-4 flex gap-2">
        <button
          type="button"
          className={control}
          onClick={togglePlay}
          aria-label={t(playing ? 'video.pause' : 'video.play')}
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
        </button>
        <button type="button" className={control} onClick={toggleSound} aria-pressed={!muted}>
          {muted ? (
            <VolumeX aria-hidden="true" className="size-4" />
          ) : (
            <Volume2 aria-hidden="true" className="size-4" />
          )}
          {t(muted ? 'video.soundOn' : 'video.soundOff')}
        </button>
      </div>
    </div>
  );
}
