import { useEffect, useRef } from "react";
import { useTranslation } from "#app/lib/translation";

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
}

/**
 * A product video from public/videos (WebM first, MP4 for Safari) with its poster, sized 16:9 so
 * nothing shifts when it loads. It plays when the visitor asks, so nothing is downloaded before
 * that; a `loop` video starts itself when it comes into view.
 */
export function DemoVideo({ name, title, className = "", loop = false }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
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
  return (
    // The videos are silent product animations: there is no speech or sound to caption.
    // oxlint-disable-next-line jsx-a11y/media-has-caption
    <video
      className={`aspect-video w-full rounded-card bg-ink-900 shadow-pop ${className}`}
      width={1280}
      height={720}
      poster={`/videos/${name}-poster.webp`}
      preload="none"
      aria-label={title}
      data-testid={`video-${name}`}
      ref={ref}
      controls
      playsInline
      loop={loop}
      muted={loop}
    >
      <source src={`/videos/${name}.webm`} type="video/webm" />
      <source src={`/videos/${name}.mp4`} type="video/mp4" />
      {t("video.unsupported")}
    </video>
  );
}
