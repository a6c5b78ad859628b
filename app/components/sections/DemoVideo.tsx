import { type Ref, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Lang } from "#app/config/languages";
import { useLang } from "#app/lib/root-data";

export type VideoName = "cross-demo" | "subnova-demo" | "dr-demo" | "platform-demo";

interface Props {
  name: VideoName;
  /** The video's accessible name. */
  title: string;
  className?: string;
  /**
   * A silent loop that starts by itself once scrolled into view (never under reduced motion, and
   * paused again out of view); its controls still let the visitor stop it.
   */
  loop?: boolean;
  /**
   * The video sits below the first screen: its poster appears too as the visitor nears it (up to
   * 22 KB the first screen does not need).
   */
  belowFold?: boolean;
}

/**
 * The files of a video in a language, as scripts/media/videos/make-videos.mjs names them: the
 * scenes show a dashboard's words, so each language has its own render; English has the plain name.
 */
function demoVideoFiles(name: VideoName, lang: Lang) {
  const base = `/videos/${lang === "en" ? name : `${name}-${lang}`}`;
  return { webm: `${base}.webm`, mp4: `${base}.mp4`, poster: `${base}-poster.webp` };
}

/**
 * A product video from public/videos (WebM first, MP4 for Safari) with its poster, in the page's
 * language, sized 16:9 so nothing shifts when it loads. It plays when the visitor asks, so nothing
 * is downloaded before that; a `loop` video starts itself when it comes into view.
 *
 * Its controls come with the page's scripts (or, below the first screen, as the visitor nears
 * it), never in the server's HTML: a browser builds and styles them (a dozen icons, each its own
 * SVG document) while it parses the page, before the first paint. On a phone that delayed the
 * first paint, and on /dr and /subnova-demo the largest one, by about 0.2 s in Lighthouse's
 * simulation. Visitors without JavaScript get a copy with controls and poster from the start
 * (<noscript>), so the video still plays for them.
 */
export function DemoVideo({ name, title, className = "", loop = false, belowFold = false }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(!belowFold);
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  useEffect(() => {
    const video = ref.current;
    if (!belowFold || !video) return;
    // A screen ahead, so they are there before the visitor can reach the video, by scroll or Tab.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, [belowFold]);
  useEffect(() => {
    const video = ref.current;
    if (!loop || !video || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // React does not hydrate `muted` onto a server-rendered video, and only a muted video may
    // start without a click.
    video.muted = true;
    let stoppedByVisitor = false;
    let pausingOurselves = false;
    const onPause = () => {
      stoppedByVisitor = !pausingOurselves;
      pausingOurselves = false;
    };
    video.addEventListener("pause", onPause);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          if (!stoppedByVisitor) video.play().catch(() => {});
        } else if (!video.paused) {
          pausingOurselves = true;
          video.pause();
        }
      },
      { threshold: 0.25 },
    );
    observer.observe(video);
    return () => {
      observer.disconnect();
      video.removeEventListener("pause", onPause);
    };
  }, [loop]);
  const look = `aspect-video w-full rounded-card bg-ink-900 shadow-pop ${className}`;
  const tag = { name, title, loop };
  return (
    <>
      <VideoTag
        {...tag}
        ref={ref}
        poster={near}
        controls={near && scripted}
        className={`${look} js-only`}
      />
      {/* The browser leaves this as text unless scripts are off; React never builds it. */}
      <noscript>
        <VideoTag {...tag} poster controls className={look} />
      </noscript>
    </>
  );
}

interface TagProps {
  name: VideoName;
  title: string;
  loop: boolean;
  poster: boolean;
  controls: boolean;
  className: string;
  ref?: Ref<HTMLVideoElement>;
}

function VideoTag({ name, title, loop, poster, controls, className, ref }: TagProps) {
  const { t } = useTranslation();
  const files = demoVideoFiles(name, useLang());
  return (
    // The videos are silent product animations: there is no speech or sound to caption.
    // oxlint-disable-next-line jsx-a11y/media-has-caption
    <video
      className={className}
      width={1280}
      height={720}
      poster={poster ? files.poster : undefined}
      preload="none"
      aria-label={title}
      data-testid={`video-${name}`}
      ref={ref}
      controls={controls}
      playsInline
      loop={loop}
      muted={loop}
    >
      <source src={files.webm} type="video/webm" />
      <source src={files.mp4} type="video/mp4" />
      {t("video.unsupported")}
    </video>
  );
}
