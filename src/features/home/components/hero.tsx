import { useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion';
import { Icon, type IconShape } from '@/components/ui/icon';
import { useLoadQuiet } from '@/lib/startup';

/**
 * Full-bleed hero. The poster <img> is the page's largest paint, so it loads first at high priority; the
 * looping video mounts only once the poster has arrived and the page's load is quiet (src/lib/startup.ts: decoding
 * and compositing a video takes a steady share of a phone's CPU, which the start's short tasks and the first taps
 * need, and its download would share a slow connection with the page's own), and fades in when it really plays.
 * With reduced motion requested there is no video at all, and otherwise a button can pause it (WCAG 2.2.2).
 */
const playIcon: IconShape = { box: 20, paths: ['M6 4.5v11a1 1 0 0 0 1.5.9l9-5.5a1 1 0 0 0 0-1.8l-9-5.5A1 1 0 0 0 6 4.5Z'] };
const pauseIcon: IconShape = { box: 20, paths: ['M5 4h3.5v12H5V4Zm6.5 0H15v12h-3.5V4Z'] };

export function Hero() {
  const reducedMotion = usePrefersReducedMotion();
  const loadQuiet = useLoadQuiet();
  const [posterSettled, setPosterSettled] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [paused, setPaused] = useState(false);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const posterRef = useRef<HTMLImageElement | null>(null);
  // In prerendered HTML the poster may have loaded before React hydrated and missed its load event.
  useEffect(() => {
    if (posterRef.current?.complete) setPosterSettled(true);
  }, []);
  // React sets `muted` only as a property; some browsers look for the attribute before autoplaying.
  const attachVideo = useCallback((element: HTMLVideoElement | null) => {
    if (element) element.defaultMuted = true;
    videoRef.current = element;
  }, []);
  const showVideo = !reducedMotion && posterSettled && loadQuiet;

  function togglePause() {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      void video.play().catch(() => setPaused(true));
      setPaused(false);
    } else {
      video.pause();
      setPaused(true);
    }
  }

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-brand-900">
      <img
        ref={posterRef}
        src="/images/hero-poster.webp"
        srcSet="/images/hero-poster-800.webp 800w, /images/hero-poster.webp 1600w"
        sizes="100vw"
        width="1600"
        height="900"
        alt=""
        fetchPriority="high"
        onLoad={() => setPosterSettled(true)}
        onError={() => setPosterSettled(true)}
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      {showVideo ? (
        <video
          ref={attachVideo}
          className={`absolute inset-0 -z-20 size-full object-cover transition-opacity duration-1000 ${playing ? 'opacity-100' : 'opacity-0'}`}
          poster="/images/hero-poster.webp"
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          aria-hidden="true"
          tabIndex={-1}
          onPlaying={() => setPlaying(true)}
        >
          <source src="/media/hero.webm" type="video/webm" />
          <source src="/media/hero.mp4" type="video/mp4" />
        </video>
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-900/60 via-brand-900/30 to-brand-900/80"
      />

      <div className="mx-auto flex min-h-[30rem] max-w-7xl flex-col justify-center px-4 pb-28 pt-16 sm:min-h-[34rem] sm:px-6 lg:min-h-[40rem] lg:pb-36">
        <p className="text-sm font-bold uppercase tracking-[0.2em] text-accent-400">
          Gangtok · Sikkim<span className="hidden sm:inline"> · Eastern Himalayas</span>
        </p>
        <h1
          id="hero-title"
          className="mt-4 max-w-3xl font-display text-4xl font-bold leading-tight text-white drop-shadow sm:text-6xl lg:text-7xl"
        >
          Your Journey Begins Here
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-white/90 drop-shadow sm:text-xl">
          Tour packages for Sikkim, Darjeeling, Bhutan, Nepal and the North-East, planned by a local team who call the Himalayas
          home.
        </p>
      </div>

      {showVideo && playing ? (
        <button
          type="button"
          onClick={togglePause}
          className="absolute bottom-24 right-4 inline-flex items-center gap-2 rounded-full bg-brand-900/70 px-3 py-1.5 text-xs font-semibold text-white backdrop-blur hover:bg-brand-900/90 sm:right-6 lg:bottom-32"
        >
          <Icon shape={paused ? playIcon : pauseIcon} className="size-4" />
          {paused ? 'Play background video' : 'Pause background video'}
        </button>
      ) : null}
    </section>
  );
}
