import { redirect, useActionData } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/forgot-password";
import { AuthForm, EmailField } from "../features/account/auth-form.tsx";
import { formFailure } from "../lib/form-errors.server.ts";
import { langFromPath, localizedPath, useI18n } from "../lib/i18n.tsx";
import { fixedPageMeta } from "../lib/meta.ts";
import { redirectIfSignedIn } from "../lib/route-helpers.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

export const meta = fixedPageMeta("password_reset.forget_title", "password_reset.forget_description");

export function loader({ request, context }: Route.LoaderArgs) {
  redirectIfSignedIn(context.get(requestContext), request);
  return null;
}

/**
 * Step 1 of a forgotten password (decision 0039): a code is mailed when the address has an account, and the
 * visitor goes on to enter it either way, so the page tells nothing about the address. The verify page's
 * 'send again' posts here too.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  try {
    await ctx.services.passwordResets.requestCode({ email: form.get("email") ?? "" }, { ip: ctx.ip, lang });
  } catch (error) {
    return formFailure(error, lang);
  }
  const email = String(form.get("email")).trim().toLowerCase();
  throw redirect(`${localizedPath(lang, "/forgot-password/verify")}?email=${encodeURIComponent(email)}`, {
    headers: {
      "Set-Cookie": ctx.cookies.flash("password_reset.sent", {
        tone: "info",
        values: { minutes: ctx.services.passwordResets.rules.codeTtlMs / 60_000 },
      }),
    },
  });
}

export default function ForgotPasswordPage() {
  const { t } = useI18n();
  const failure = useActionData<typeof action>();
  return (
    <AuthForm page="forget" failure={failure} intro={t("password_reset.forget_intro")}>
      <EmailField error={failure?.errors.email} />
    </AuthForm>
  );
}
