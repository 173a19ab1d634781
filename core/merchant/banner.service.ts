import { eq, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import type { MediaService } from "../media/index.ts";
import { AppError, invalidInput, isAppError, type Message } from "../shared/errors.ts";
import { parseInput } from "../shared/validation.ts";
import type { BannerPictureDto, StoreBannersDto } from "./banner.dto.ts";
import { bannerInput } from "./banner.inputs.ts";
import { merchant, merchant_banner, type BannerSlideRow } from "./merchant.tables.ts";

/** The size a store page shows its banners at (decision 0027). */
const BANNER_SIZE = "medium";

export interface BannerServiceDeps {
  db: Database;
  media: Pick<MediaService, "claim" | "release" | "publicUrl">;
}

/** What bannersOf reads: select it with the store joined to merchant_banner (a left join: a store may have none). */
export const bannerColumns = {
  banner_url: merchant.banner_url,
  main_file_id: merchant_banner.main_file_id,
  main_target: merchant_banner.main_target,
  slides: merchant_banner.slides,
  secondary_file_id: merchant_banner.secondary_file_id,
  secondary_url: merchant_banner.secondary_url,
  secondary_target: merchant_banner.secondary_target,
};

/** A store's banners as the store page shows them: what the merchant saved, with addresses. */
export function bannersOf(
  row: {
    banner_url: string | null;
    main_file_id: string | null;
    main_target: string | null;
    slides: BannerSlideRow[] | null;
    secondary_file_id: string | null;
    secondary_url: string | null;
    secondary_target: string | null;
  } | null,
): StoreBannersDto {
  const picture = (fileId: string | null, url: string | null, target: string | null): BannerPictureDto | null =>
    fileId && url ? { file_id: fileId, url, target } : null;
  return {
    main: row ? picture(row.main_file_id, row.banner_url, row.main_target) : null,
    slides: (row?.slides ?? []).map((slide) => ({ file_id: slide.file_id, url: slide.url, target: slide.target })),
    secondary: row ? picture(row.secondary_file_id, row.secondary_url, row.secondary_target) : null,
  };
}

/**
 * The merchant centre's banners (GET|POST /merchant/dashboard/banner): a main banner, a slider and a long
 * secondary banner. A save replaces the whole set in one transaction: new files are claimed, files no
 * longer shown are released (the media sweep deletes them).
 */
export function createBannerService({ db, media }: BannerServiceDeps) {
  async function read(executor: Executor, storeId: number) {
    const [row] = await executor
      .select({
        user_id: merchant.user_id,
        ...bannerColumns,
      })
      .from(merchant)
      .leftJoin(merchant_banner, eq(merchant_banner.merchant_id, merchant.id))
      .where(eq(merchant.id, storeId))
      .limit(1);
    if (!row) throw new AppError("NOT_FOUND", "store.not_found");
    return row;
  }

  function shownFiles(banners: StoreBannersDto): string[] {
    return [banners.main?.file_id, ...banners.slides.map((slide) => slide.file_id), banners.secondary?.file_id].filter(
      (id): id is string => typeof id === "string",
    );
  }

  return {
    async banners(storeId: number): Promise<StoreBannersDto> {
      return bannersOf(await read(db, storeId));
    },

    async save(storeId: number, raw: unknown): Promise<StoreBannersDto> {
      const input = parseInput(bannerInput, raw);
      return db.transaction(async (tx) => {
        const current = await read(tx, storeId);
        const ownerUserId = current.user_id;
        const errors: Record<string, Message> = {};
        const claim = async (id: string, field: string) => {
          if (id === "") return;
          try {
            await media.claim(tx, { ownerUserId, ids: id, purposes: ["store_banner"], field });
          } catch (error) {
            if (!isAppError(error) || !error.fieldErrors) throw error;
            Object.assign(errors, error.fieldErrors);
          }
        };
        await claim(input.main.file_id, "main_file_id");
        for (const [index, slide] of input.slides.entries()) await claim(slide.file_id, `slides.${index}.file_id`);
        await claim(input.secondary.file_id, "secondary_file_id");
        if (Object.keys(errors).length > 0) throw invalidInput(errors);

        const urlOf = (id: string) => (id === "" ? null : media.publicUrl(id, BANNER_SIZE));
        const slides = input.slides.map((slide) => ({
          file_id: slide.file_id,
          url: urlOf(slide.file_id)!,
          target: slide.target,
        }));
        const values = {
          main_file_id: input.main.file_id || null,
          main_target: input.main.target,
          slides,
          secondary_file_id: input.secondary.file_id || null,
          secondary_url: urlOf(input.secondary.file_id),
          secondary_target: input.secondary.target,
        };
        await tx
          .insert(merchant_banner)
          .values({ merchant_id: storeId, ...values })
          .onConflictDoUpdate({ target: merchant_banner.merchant_id, set: { ...values, updated_at: sql`now()` } });
        await tx
          .update(merchant)
          .set({ banner_url: urlOf(input.main.file_id), updated_at: sql`now()` })
          .where(eq(merchant.id, storeId));
        const saved = bannersOf(await read(tx, storeId));
        const kept = new Set(shownFiles(saved));
        const dropped = shownFiles(bannersOf(current)).filter((id) => !kept.has(id));
        if (dropped.length > 0) await media.release(tx, { ownerUserId, ids: dropped });
        return saved;
      });
    },
  };
}

export type BannerService = ReturnType<typeof createBannerService>;
