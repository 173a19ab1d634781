import { useCallback, useEffect, useRef, useState } from "react";
import { NO_IMAGE, sizedImage } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { ImagePreviewModal } from "./image-preview-modal.tsx";
import { ChevronLeftIcon, ChevronRightIcon, PlayIcon, ZoomIcon } from "./product-icons.tsx";
import { youtubeEmbedUrl, youtubeId } from "./video.ts";
import { Picture } from "../../components/ui/picture.tsx";

/** Spec §9: the thumbnail strip moves 116 px per step and shows arrows with more than 4 images. */
export const THUMB_STEP_PX = 116;
export const THUMBS_WITHOUT_ARROWS = 4;

type Item = { kind: "photo"; src: string; photoIndex: number } | { kind: "video"; id: string; url: string };

/**
 * Main image, thumbnail strip (with the video first when there is one) and the zoom modal. The main
 * image is also a link to the large picture, so zooming works without JavaScript.
 */
export function ProductGallery({
  name,
  photos,
  youtubeUrl,
}: {
  name: string;
  photos: string[];
  youtubeUrl: string | null;
}) {
  const { t } = useI18n();
  const pictures = photos.length > 0 ? photos : [NO_IMAGE];
  const videoId = youtubeId(youtubeUrl);
  const items: Item[] = [
    ...(videoId && youtubeUrl ? [{ kind: "video" as const, id: videoId, url: youtubeUrl }] : []),
    ...pictures.map((src, photoIndex) => ({ kind: "photo" as const, src, photoIndex })),
  ];
  const firstPhoto = videoId ? 1 : 0;
  const [selected, setSelected] = useState(firstPhoto);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const current = items[selected] ?? items[firstPhoto]!;
  const alt = (n: number) => `${name} — ${t("product.gallery.photo_n", { n: n + 1, total: pictures.length })}`;

  return (
    <section aria-label={t("product.gallery.label")} className="flex flex-col gap-3">
      <div className="relative aspect-square w-full overflow-hidden rounded-xl bg-white desk:rounded-2xl">
        {current.kind === "video" ? (
          <VideoFacade key={current.id} id={current.id} url={current.url} poster={pictures[0]!} name={name} />
        ) : (
          <a
            href={sizedImage(current.src, 1200)}
            onClick={(event) => {
              event.preventDefault();
              setZoomed(current.photoIndex);
            }}
            aria-label={`${t("product.gallery.zoom")}: ${alt(current.photoIndex)}`}
            aria-haspopup="dialog"
            className="group block h-full w-full cursor-zoom-in"
            data-testid="main-photo"
          >
            <Picture
              src={sizedImage(current.src, 600)}
              alt={alt(current.photoIndex)}
              size={600}
              loading="eager"
              fetchPriority={current.photoIndex === 0 ? "high" : "auto"}
              className="h-full w-full object-cover"
            />
            <span className="pointer-events-none absolute right-3 top-3 flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-slate-700 opacity-80 shadow transition group-hover:opacity-100">
              <ZoomIcon width={18} height={18} />
            </span>
          </a>
        )}
      </div>

      {items.length > 1 ? <ThumbnailStrip items={items} selected={selected} onSelect={setSelected} /> : null}

      <ImagePreviewModal
        images={pictures.map((src, n) => ({ src, alt: alt(n) }))}
        index={zoomed}
        onIndexChange={(n) => {
          setZoomed(n);
          setSelected(n + firstPhoto);
        }}
        onClose={() => setZoomed(null)}
      />
    </section>
  );
}

function ThumbnailStrip({
  items,
  selected,
  onSelect,
}: {
  items: Item[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useI18n();
  const stripRef = useRef<HTMLUListElement>(null);
  const withArrows = items.length > THUMBS_WITHOUT_ARROWS;
  const [edges, setEdges] = useState({ start: true, end: !withArrows });

  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    setEdges({ start: strip.scrollLeft <= 1, end: strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);

  const scroll = (direction: 1 | -1) =>
    stripRef.current?.scrollBy({ left: direction * THUMB_STEP_PX, behavior: "smooth" });

  return (
    <div className="relative">
      <ul
        ref={stripRef}
        onScroll={measure}
        aria-label={t("product.gallery.label")}
        data-testid="thumbnail-strip"
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {items.map((item, index) => {
          const isSelected = index === selected;
          const src =
            item.kind === "photo"
              ? item.src
              : (items.find((other) => other.kind === "photo") as { src: string } | undefined)?.src;
          return (
            <li
              key={item.kind === "video" ? `video-${item.id}` : `${item.src}-${index}`}
              className="shrink-0 snap-start"
            >
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-pressed={isSelected}
                aria-label={
                  item.kind === "video"
                    ? t("product.gallery.show_video")
                    : t("product.gallery.show_photo", { n: item.photoIndex + 1 })
                }
                className={`relative block h-[104px] w-[104px] overflow-hidden rounded-lg border-2 bg-white transition ${
                  isSelected ? "border-accent" : "border-slate-200 hover:border-slate-400"
                }`}
              >
                <Picture
                  src={sizedImage(src, 200)}
                  alt=""
                  size={104}
                  loading={index < THUMBS_WITHOUT_ARROWS ? "eager" : "lazy"}
                  // Low priority: the main image comes first, and React then does not preload thumbnails.
                  fetchPriority="low"
                  className={`h-full w-full object-cover ${item.kind === "video" ? "brightness-75" : ""}`}
                />
                {item.kind === "video" ? (
                  <span className="absolute inset-0 flex items-center justify-center text-white">
                    <span className="flex h-9 w-9 items-center justify-center rounded-full bg-black/60">
                      <PlayIcon width={18} height={18} />
                    </span>
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {withArrows ? (
        <>
          <button
            type="button"
            onClick={() => scroll(-1)}
            disabled={edges.start}
            aria-label={t("product.gallery.previous")}
            className="absolute -left-3 top-1/2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-md transition hover:text-accent disabled:pointer-events-none disabled:opacity-0"
          >
            <ChevronLeftIcon width={18} height={18} />
          </button>
          <button
            type="button"
            onClick={() => scroll(1)}
            disabled={edges.end}
            aria-label={t("product.gallery.next")}
            className="absolute -right-3 top-1/2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-md transition hover:text-accent disabled:pointer-events-none disabled:opacity-0"
          >
            <ChevronRightIcon width={18} height={18} />
          </button>
        </>
      ) : null}
    </div>
  );
}

/**
 * Click-to-load video: a local poster with a play button. The youtube-nocookie player (a third party)
 * is inserted only after the click; without JavaScript the button is a link to the video.
 */
function VideoFacade({ id, url, poster, name }: { id: string; url: string; poster: string; name: string }) {
  const { t } = useI18n();
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        src={youtubeEmbedUrl(id)}
        title={t("product.gallery.video_title", { name })}
        width={600}
        height={600}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="h-full w-full bg-black"
      />
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      aria-label={t("product.gallery.play_video")}
      className="group relative block h-full w-full"
      data-testid="video-facade"
    >
      <Picture
        src={sizedImage(poster, 600)}
        alt=""
        size={600}
        loading="eager"
        className="h-full w-full object-cover brightness-[0.6]"
      />
      <span className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-accent shadow-lg transition group-hover:scale-105">
          <PlayIcon width={30} height={30} />
        </span>
        <span className="text-sm font-semibold drop-shadow">{t("product.gallery.video")}</span>
      </span>
    </a>
  );
}
