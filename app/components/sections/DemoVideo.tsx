import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

export type VideoName = "cross-demo" | "subnova-demo" | "dr-demo";

interface Props {
  name: VideoName;
  /** The video's accessible name. */
  title: string;
  /** Muted and looping, playing by itself: only where the spec loops a video. */
  loop?: boolean;
  className?: string;
}

/**
 * A product video from public/videos (WebM first, MP4 for Safari) with its poster, sized 16:9 so
 * nothing shifts when it loads. Controls are always there (a looping video can be paused). A
 * looping one starts by itself only when the visitor has not asked for reduced motion, which is
 * why it is started from script rather than with the autoplay attribute.
 */
export function DemoVideo({ name, title, loop = false, className = "" }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!loop || !video || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    video.muted = true;
    // Browsers may refuse to autoplay; the controls are still there.
    video.play().catch(() => {});
  }, [loop]);
  return (
    // The videos are silent product animations: there is no speech or sound to caption.
    // oxlint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={ref}
      className={`aspect-video w-full rounded-card bg-ink-900 shadow-pop ${className}`}
      width={1280}
      height={720}
      poster={`/videos/${name}-poster.webp`}
      preload={loop ? "metadata" : "none"}
      aria-label={title}
      data-testid={`video-${name}`}
      controls
      playsInline
      muted={loop}
      loop={loop}
    >
      <source src={`/videos/${name}.webm`} type="video/webm" />
      <source src={`/videos/${name}.mp4`} type="video/mp4" />
      {t("video.unsupported")}
    </video>
  );
}
