import { data, Form, redirect, useActionData } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/forgot-password-verify";
import { AuthForm } from "../features/account/auth-form.tsx";
import { CsrfField } from "../components/ui/csrf-field.tsx";
import { TextField } from "../components/ui/text-field.tsx";
import { formFailure } from "../lib/form-errors.server.ts";
import { langFromPath, LocalLink, localizedPath, useI18n } from "../lib/i18n.tsx";
import type { Lang } from "../../i18n/index.ts";
import { fixedPrivatePageMeta } from "../lib/meta.ts";
import { redirectIfSignedIn } from "../lib/route-helpers.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

export const meta = fixedPrivatePageMeta("password_reset.verify_title");

/** Steps 2 and 3 of a forgotten password, for the address in `?email=` (decision 0039). */
export function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  redirectIfSignedIn(ctx, request);
  const url = new URL(request.url);
  const email = url.searchParams.get("email")?.trim() ?? "";
  if (!email) throw redirect(localizedPath(langFromPath(url.pathname), "/forgot-password"));
  const { codeTtlMs, triesPerCode } = ctx.services.passwordResets.rules;
  return { email, minutes: codeTtlMs / 60_000, tries: triesPerCode };
}

/** A refused step: the form again with its errors, answered with the error's status. */
function refused(step: "code" | "password", resetToken: string, error: unknown, lang: Lang) {
  const failure = formFailure(error, lang);
  return data({ step, resetToken, failure: failure.data }, failure.init ?? undefined);
}

/**
 * `verify`: the code gives a reset token, which the answer carries into the new-password form (kept in the
 * page, never in an address). `password`: the token is spent on the new password, every session of the
 * account ends, and the visitor signs in again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const { passwordResets } = ctx.services;
  if (form.get("intent") === "password") {
    const resetToken = String(form.get("reset_token") ?? "");
    try {
      await passwordResets.setNewPassword({
        reset_token: resetToken,
        password: form.get("password") ?? "",
        password_confirmation: form.get("password_confirmation") ?? "",
      });
    } catch (error) {
      return refused("password", resetToken, error, lang);
    }
    throw redirect(localizedPath(lang, "/login"), {
      headers: { "Set-Cookie": ctx.cookies.flash("password_reset.done") },
    });
  }
  try {
    const { reset_token } = await passwordResets.verifyCode({
      email: form.get("email") ?? "",
      code: form.get("code") ?? "",
    });
    return data({ step: "password" as const, resetToken: reset_token, failure: undefined });
  } catch (error) {
    return refused("code", "", error, lang);
  }
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useI18n();
  const answer = useActionData<typeof action>();
  const { email, minutes, tries } = loaderData;
  if (answer?.step === "password")
    return (
      <AuthForm
        page="newPassword"
        failure={answer.failure}
        intro={t("password_reset.new_intro")}
        hiddenFields={
          <>
            <input type="hidden" name="intent" value="password" />
            <input type="hidden" name="reset_token" value={answer.resetToken} />
          </>
        }
      >
        <input type="hidden" name="email" value={email} autoComplete="username" />
        <TextField
          label={t("password_reset.new_password")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          hint={t("auth.password_hint")}
          error={answer.failure?.errors.password}
        />
        <TextField
          label={t("password_reset.password_confirmation")}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          required
          error={answer.failure?.errors.password_confirmation}
        />
      </AuthForm>
    );
  return (
    <AuthForm
      page="verify"
      failure={answer?.failure}
      intro={t("password_reset.verify_intro", { email, minutes, tries })}
      hiddenFields={
        <>
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="email" value={email} />
        </>
      }
      afterForm={
        <div className="mt-5 flex flex-col items-center gap-2 text-sm">
          <Form method="post" action={localizedPath(lang, "/forgot-password")} noValidate>
            <CsrfField />
            <input type="hidden" name="email" value={email} />
            <button type="submit" className="touch-target relative font-semibold text-accent-strong hover:underline">
              {t("password_reset.resend")}
            </button>
          </Form>
          <LocalLink to="/forgot-password" className="touch-target relative text-slate-600 hover:underline">
            {t("password_reset.other_email")}
          </LocalLink>
        </div>
      }
    >
      <TextField
        label={t("password_reset.code")}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        hint={t("password_reset.code_hint")}
        error={answer?.failure?.errors.code}
      />
    </AuthForm>
  );
}
