import { describe, expect, it } from "vitest";
import { isPopupMessage, PAYMENT_TOAST, POPUP_MESSAGE_SOURCE } from "./popup-message.ts";

describe("isPopupMessage", () => {
  const result = { source: POPUP_MESSAGE_SOURCE, token: "tok-1", event: "result", result: "success", payload: null };

  it("accepts the popup's messages for this token only", () => {
    expect(isPopupMessage(result, "tok-1")).toBe(true);
    expect(isPopupMessage({ source: POPUP_MESSAGE_SOURCE, token: "tok-1", event: "dismiss" }, "tok-1")).toBe(true);
    expect(isPopupMessage(result, "tok-2")).toBe(false);
  });

  it("ignores anything else a window may receive", () => {
    expect(isPopupMessage({ ...result, source: "other" }, "tok-1")).toBe(false);
    expect(isPopupMessage({ ...result, result: "paid" }, "tok-1")).toBe(false);
    expect(isPopupMessage({ ...result, event: "open" }, "tok-1")).toBe(false);
    expect(isPopupMessage("success", "tok-1")).toBe(false);
    expect(isPopupMessage(null, "tok-1")).toBe(false);
  });

  it("maps each result to spec §8's toast", () => {
    expect(PAYMENT_TOAST.success.key).toBe("payment.toast.success");
    expect(PAYMENT_TOAST.close).toEqual({ key: "payment.toast.closed", tone: "warning" });
  });
});
