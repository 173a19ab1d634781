import { describe, expect, it } from "vitest";
import { translator } from "../../i18n/index.ts";
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_KINDS,
  notificationKeys,
  type NotificationKind,
} from "./notification.view.ts";

describe("notification kinds", () => {
  it.each(["id", "en"] as const)("each has a title and a body in the %s catalogue, and its tab a name", (lang) => {
    const t = translator(lang);
    for (const kind of Object.keys(NOTIFICATION_KINDS) as NotificationKind[]) {
      const keys = notificationKeys(kind);
      expect(t(keys.title)).not.toBe(keys.title);
      expect(t(keys.body)).not.toBe(keys.body);
    }
    for (const category of [...NOTIFICATION_CATEGORIES, "all"])
      expect(t(`notification.category.${category}`)).not.toMatch(/^notification\./);
  });
});
