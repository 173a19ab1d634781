import { useEffect, useRef } from "react";
import { Modal } from "../../components/ui/modal.tsx";
import { sizedImage } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { ChevronLeftIcon, ChevronRightIcon } from "./product-icons.tsx";
import { Picture, Thumbnail } from "../../components/ui/picture.tsx";

export interface PreviewImage {
  src: string;
  alt: string;
}

/**
 * Spec §2 image preview: a large image, a clickable thumbnail list and a close control; the backdrop and
 * Escape close it, the arrow keys move between images.
 */
export function ImagePreviewModal({
  images,
  index,
  onIndexChange,
  onClose,
  title,
}: {
  images: PreviewImage[];
  /** The image shown, or null when the modal is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  title?: string;
}) {
  const { t } = useI18n();
  const open = index !== null && images.length > 0;
  const current = open ? Math.min(Math.max(0, index), images.length - 1) : 0;
  const image = images[current];
  const stripRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    const active = stripRef.current?.querySelector<HTMLElement>('[aria-current="true"]');
    active?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [open, current]);

  const go = (step: number) => onIndexChange((current + step + images.length) % images.length);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title ?? t("product.gallery.preview_title")}
      size="lg"
      testId="image-preview"
      initialFocus="[data-modal-close]"
      onKeyDown={(event) => {
        if (images.length < 2) return;
        if (event.key === "ArrowRight") go(1);
        else if (event.key === "ArrowLeft") go(-1);
      }}
    >
      {image ? (
        <div className="flex flex-col gap-3 p-3 desk:p-4">
          <div className="relative flex items-center justify-center rounded-xl bg-slate-50">
            <ZoomedImage key={image.src} image={image} />
            <p className="sr-only" aria-live="polite">
              {t("product.gallery.photo_n", { n: current + 1, total: images.length })}
            </p>
            {images.length > 1 ? (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label={t("product.gallery.previous_photo")}
                  className="absolute left-2 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white"
                >
                  <ChevronLeftIcon />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label={t("product.gallery.next_photo")}
                  className="absolute right-2 top-1/2 flex h-10 w-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white"
                >
                  <ChevronRightIcon />
                </button>
              </>
            ) : null}
          </div>
          {images.length > 1 ? (
            <ul
              ref={stripRef}
              aria-label={t("product.gallery.preview_thumbs")}
              className="flex gap-2 overflow-x-auto pb-1"
            >
              {images.map((item, n) => (
                <li key={`${item.src}-${n}`} className="shrink-0">
                  <button
                    type="button"
                    onClick={() => onIndexChange(n)}
                    aria-current={n === current ? "true" : undefined}
                    aria-label={t("product.gallery.show_photo", { n: n + 1 })}
                    className={`block overflow-hidden rounded-lg border-2 ${n === current ? "border-accent" : "border-transparent opacity-70 hover:opacity-100"}`}
                  >
                    <Thumbnail src={item.src} alt="" size={64} className="h-16 w-16 object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}

/** The large picture; the smaller copy the page already loaded shows behind it until it arrives. */
function ZoomedImage({ image }: { image: PreviewImage }) {
  return (
    <Picture
      src={sizedImage(image.src, 1200)}
      alt={image.alt}
      size={1200}
      loading="eager"
      className="aspect-square max-h-[min(70dvh,44rem)] w-auto max-w-full bg-contain bg-center bg-no-repeat object-contain"
      style={{ backgroundImage: `url("${sizedImage(image.src, 600)}")` }}
    />
  );
}
