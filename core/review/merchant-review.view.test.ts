import { describe, expect, it } from "vitest";
import { REVIEW_REPLY_EDIT_HOURS, replyEditableUntil } from "./merchant-review.view.ts";
import { reviewReplyInput } from "./review.inputs.ts";

describe("review replies", () => {
  it("stay editable for the window after they are first sent", () => {
    const sent = new Date("2026-11-20T03:00:00Z");
    expect(replyEditableUntil(sent).getTime() - sent.getTime()).toBe(REVIEW_REPLY_EDIT_HOURS * 3_600_000);
  });

  it("are trimmed and must be 2 to 1000 characters", () => {
    expect(reviewReplyInput.parse({ review_id: "7", message: "  Terima kasih  " })).toEqual({
      review_id: 7,
      message: "Terima kasih",
    });
    expect(reviewReplyInput.safeParse({ review_id: 7, message: " a " }).success).toBe(false);
    expect(reviewReplyInput.safeParse({ review_id: 7, message: "a".repeat(1000) }).success).toBe(true);
    expect(reviewReplyInput.safeParse({ review_id: 7, message: "a".repeat(1001) }).success).toBe(false);
  });
});
