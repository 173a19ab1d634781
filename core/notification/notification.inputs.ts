import { z } from "zod";
import { langInput as lang, pageInput, perPageInput, rowIdInput } from "../shared/inputs.ts";
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from "./notification.view.ts";

const INVALID_CATEGORY = "notification.validation.category";

/**
 * `categories`: 'all' (the default), one category, or several, comma-separated or repeated; what the list
 * keeps, as a set (null: every category). Null and a list are also what this schema gives, so the API's parsed
 * query parses again in the service to the same.
 */
const categoriesInput = z
  .union([z.string(), z.array(z.string()), z.null()])
  .optional()
  .transform((value, ctx): NotificationCategory[] | null => {
    const names = (Array.isArray(value) ? value : [value ?? ""])
      .flatMap((part) => part.split(","))
      .map((part) => part.trim())
      .filter((part) => part !== "");
    if (names.length === 0 || names.includes("all")) return null;
    const unknown = names.find((name) => !(NOTIFICATION_CATEGORIES as readonly string[]).includes(name));
    if (unknown !== undefined) {
      ctx.addIssue({ code: "custom", message: INVALID_CATEGORY });
      return z.NEVER;
    }
    return NOTIFICATION_CATEGORIES.filter((category) => names.includes(category));
  });

export const NOTIFICATIONS_PER_PAGE = 20;

/** GET notification/list?categories=&page=&per_page= (spec §7). */
export const notificationListQuery = z
  .object({
    categories: categoriesInput,
    page: pageInput,
    per_page: perPageInput(NOTIFICATIONS_PER_PAGE),
    lang,
  })
  .strict();
export type NotificationListQuery = z.input<typeof notificationListQuery>;

/** POST notification/read {id}: from JSON (a number) or a page form (digits). */
export const notificationReadInput = z.object({ id: rowIdInput("notification.validation.id"), lang }).strict();
export type NotificationReadInput = z.input<typeof notificationReadInput>;
