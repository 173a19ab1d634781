import { randomUUID } from "node:crypto";
import { data } from "react-router";
import type { AddressDto } from "../../core/address/address.dto.ts";
import { ADDRESS_FORM_FIELDS } from "../../core/address/address.view.ts";
import { HTTP_STATUS_BY_CODE, isAppError } from "../../core/shared/errors.ts";
import type { RequestContext } from "../lib/app-context.ts";
import type { Notice } from "../lib/action-outcome.server.ts";
import type { Lang } from "../lib/i18n.tsx";
import { loginRedirect } from "../lib/route-helpers.server.ts";

/** The address fields of a page form, as the service's schema reads them (the API payload's names). */
export function addressFields(form: FormData): Record<string, string> {
  const raw: Record<string, string> = Object.fromEntries(
    ADDRESS_FORM_FIELDS.map((field) => [field, String(form.get(field) ?? "")]),
  );
  // A checkbox sends its value only when ticked.
  raw.is_main_address = form.get("is_main_address") === "yes" ? "yes" : "no";
  return raw;
}

/** Visitors go to the login page, which brings them back to `backTo`. */
export function requireBuyer(ctx: RequestContext, lang: Lang, backTo: string): number {
  if (ctx.viewer) return ctx.viewer.userId;
  throw loginRedirect(ctx, lang, backTo);
}

/** The first field error of a domain error, as {field: catalogue key}; none for other errors. */
export function firstFieldError(error: unknown): Record<string, string> | undefined {
  if (!isAppError(error) || error.code !== "INVALID_INPUT" || !error.fieldErrors) return undefined;
  const [field, message] = Object.entries(error.fieldErrors)[0] ?? [];
  return field && message ? { [field]: message.key } : undefined;
}

/**
 * The answer to a script (fetcher): the notice to toast, with an id per answer; for a failure the first
 * field error and the error's status (so the page's data is not reloaded for nothing); for a success the
 * saved address, so a host page (checkout) may use it.
 */
export function scriptAnswer(notice: Notice, options: { error?: unknown; address?: AddressDto | null } = {}) {
  const errors = firstFieldError(options.error);
  const status = isAppError(options.error) ? HTTP_STATUS_BY_CODE[options.error.code] : 200;
  return data(
    {
      notice: { ...notice, id: randomUUID().slice(0, 12) },
      ...(errors ? { errors } : {}),
      ...(options.address ? { address: options.address } : {}),
    },
    { status },
  );
}
