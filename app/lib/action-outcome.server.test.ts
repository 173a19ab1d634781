import { describe, expect, it } from "vitest";
import { AppError, invalidInput } from "../../core/shared/errors.ts";
import { noticeFromError } from "./action-outcome.server.ts";

describe("noticeFromError", () => {
  it("tells a generic validation error by its first field", () => {
    expect(noticeFromError(invalidInput({ qty: { key: "cart.validation.qty_min" } }))).toEqual({
      key: "cart.validation.qty_min",
      values: undefined,
      tone: "error",
    });
  });

  it("keeps the message of an error that names its own, over its fields' (spec §5: pay without a courier)", () => {
    const error = new AppError("INVALID_INPUT", "checkout.delivery_not_selected", {
      fieldErrors: { "orders.7": { key: "checkout.delivery_must_be_selected" } },
    });
    expect(noticeFromError(error)).toEqual({ key: "checkout.delivery_not_selected", values: undefined, tone: "error" });
  });
});
