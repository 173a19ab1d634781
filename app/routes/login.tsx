import { useActionData, useSearchParams } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/login";
import { AuthForm, EmailField, PasswordField } from "../features/account/auth-form.tsx";
import { safeRedirectPath } from "../lib/form-errors.server.ts";
import { LocalLink, localizedPath, useI18n } from "../lib/i18n.tsx";
import { fixedPageMeta } from "../lib/meta.ts";
import { redirectIfSignedIn, signInAction } from "../lib/route-helpers.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

export const meta = fixedPageMeta("auth.login_title", "auth.login_description");

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  redirectIfSignedIn(ctx, request);
  return { demo: ctx.demoAccounts.find((account) => account.role === "buyer") ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInAction(context.get(requestContext), request, {
    call: "login",
    fields: ["email", "password"],
    flashKey: "auth.logged_in",
    // Back to the page that asked for a sign-in.
    to: (lang, form) => safeRedirectPath(form.get("redirectTo"), localizedPath(lang, "/")),
  });
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <AuthForm
      page="login"
      failure={failure}
      hiddenFields={<input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />}
      afterForm={
        loaderData.demo ? (
          <p className="mt-5 rounded-lg bg-slate-50 px-3 py-2 text-center text-xs text-slate-500">
            {t("auth.demo_hint", { email: loaderData.demo.email, password: loaderData.demo.password })}
          </p>
        ) : null
      }
    >
      <EmailField error={failure?.errors.email} />
      <PasswordField error={failure?.errors.password} />
      <p className="-mt-1 text-right text-sm">
        <LocalLink
          to="/forgot-password"
          className="touch-target relative font-medium text-accent-strong hover:underline"
        >
          {t("password_reset.forgot_link")}
        </LocalLink>
      </p>
    </AuthForm>
  );
}
