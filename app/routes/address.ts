import { redirect } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/address";
import type { AddressDto } from "../../core/address/address.dto.ts";
import { AppError } from "../../core/shared/errors.ts";
import { isScriptSubmission, noticeFromError, respondWithNotice, type Notice } from "../lib/action-outcome.server.ts";
import { safeRedirectPath } from "../lib/form-errors.server.ts";
import { langFromPath, localizedPath } from "../lib/i18n.tsx";
import { pageUrl } from "../lib/route-helpers.server.ts";
import { addressFields, requireBuyer, scriptAnswer } from "./address.actions.server.ts";

/** Nothing to show at this address: a visit (or a reload after a plain post) goes to the address book. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizedPath(langFromPath(pageUrl(request).pathname), "/user/address-book"));
}

const SUCCESS: Record<string, string> = {
  add: "address.added",
  edit: "address.changed",
  setdefault: "address.set_main",
  delete: "address.deleted",
};

/**
 * Every address form and button posts here (the list's make main and delete, the modal's add and edit),
 * from the address book or from checkout. A script gets `{notice, errors?, address?}`: the notice is
 * toasted, the first field error is shown beside its field. A plain form is sent back to `redirectTo`
 * with the notice as a flash.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const lang = langFromPath(pageUrl(request).pathname);
  const form = await request.formData();
  const backTo = safeRedirectPath(form.get("redirectTo"), localizedPath(lang, "/user/address-book"));
  const userId = requireBuyer(ctx, lang, backTo);
  const { addresses } = ctx.services;
  const intent = String(form.get("intent") ?? "");
  const id = form.get("id");
  let notice: Notice;
  let saved: AddressDto | null = null;
  try {
    switch (intent) {
      case "add":
        saved = await addresses.add(userId, addressFields(form));
        break;
      case "edit":
        saved = await addresses.edit(userId, id, addressFields(form));
        break;
      case "setdefault":
        saved = await addresses.setDefault(userId, id);
        break;
      case "delete":
        await addresses.remove(userId, id);
        break;
      default:
        throw new AppError("INVALID_INPUT", "errors.invalid_input");
    }
    notice = { key: SUCCESS[intent]!, tone: "success" };
  } catch (error) {
    notice = noticeFromError(error);
    if (isScriptSubmission(request)) return scriptAnswer(notice, { error });
    return respondWithNotice(request, ctx, notice, backTo);
  }
  if (isScriptSubmission(request)) return scriptAnswer(notice, { address: saved });
  return respondWithNotice(request, ctx, notice, backTo);
}
