import type { Executor } from "../../db/client.ts";
import type { Clock } from "../shared/clock.ts";
import { isDemoImageRequest, type DemoImageKind } from "./demo-image.ts";
import { createDemoImageRepository } from "./demo-image.repository.ts";

/** Answers remembered at most, the oldest going first. */
const REMEMBERED_MAX = 20_000;
/**
 * A picture the catalogue names stays named (nothing removes one), so a yes is kept long; a no is kept
 * briefly, since a growing catalogue (`npm run seed`) may name it soon.
 */
const REFERENCED_TTL_MS = 60 * 60_000;
const UNREFERENCED_TTL_MS = 60_000;

/**
 * Which demo pictures may be drawn: only those the catalogue refers to (a product's photos, a review's
 * attachments, a store's or promo's logo and banner, a category's icon, an account's avatar). Any other
 * name that fits a key's pattern would otherwise be drawn and kept on disk.
 */
export function createDemoImageService({ db, clock }: { db: Executor; clock: Clock }) {
  const repository = createDemoImageRepository(db);
  const remembered = new Map<string, { referenced: boolean; until: number }>();

  return {
    async isReferenced(kind: DemoImageKind, key: string): Promise<boolean> {
      if (!isDemoImageRequest(kind, key)) return false;
      const name = `${kind}/${key}`;
      const now = clock.now().getTime();
      const known = remembered.get(name);
      if (known && known.until > now) return known.referenced;
      const referenced = await repository.isReferenced(kind, key);
      remembered.delete(name);
      remembered.set(name, { referenced, until: now + (referenced ? REFERENCED_TTL_MS : UNREFERENCED_TTL_MS) });
      // A Map iterates in insertion order: the first key is the oldest answer.
      if (remembered.size > REMEMBERED_MAX) remembered.delete(remembered.keys().next().value!);
      return referenced;
    },
  };
}

export type DemoImageService = ReturnType<typeof createDemoImageService>;
