import { useTranslation } from "react-i18next";

export type VideoName = "cross-demo" | "subnova-demo" | "dr-demo";

interface Props {
  name: VideoName;
  /** The video's accessible name. */
  title: string;
  className?: string;
}

/**
 * A product video from public/videos (WebM first, MP4 for Safari) with its poster, sized 16:9 so
 * nothing shifts when it loads. It plays when the visitor asks (the spec loops none of these), so
 * nothing is downloaded before that.
 */
export function DemoVideo({ name, title, className = "" }: Props) {
  const { t } = useTranslation();
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
      controls
      playsInline
    >
      <source src={`/videos/${name}.webm`} type="video/webm" />
      <source src={`/videos/${name}.mp4`} type="video/mp4" />
      {t("video.unsupported")}
    </video>
  );
}
