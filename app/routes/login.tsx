import { redirect, useActionData, useSearchParams } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/login";
import { TextField } from "../components/ui/text-field.tsx";
import { AuthForm } from "../features/account/auth-form.tsx";
import { formFailure, safeRedirectPath } from "../lib/form-errors.server.ts";
import { langFromPath, localizedPath, useI18n } from "../lib/i18n.tsx";
import { fixedPageMeta } from "../lib/meta.ts";
import { signedInRedirect } from "../lib/route-helpers.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

export const meta = fixedPageMeta("auth.login_title", "auth.login_description");

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const lang = langFromPath(new URL(request.url).pathname);
  // A signed-in shopper has nothing to do here.
  if (ctx.viewer) throw redirect(localizedPath(lang, "/"));
  return { demo: ctx.demoAccounts.find((account) => account.role === "buyer") ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const form = await request.formData();
  try {
    const result = await ctx.services.accounts.login(
      { email: form.get("email") ?? "", password: form.get("password") ?? "" },
      { ip: ctx.ip, userAgent: ctx.userAgent, deviceToken: ctx.deviceToken },
    );
    const to = safeRedirectPath(form.get("redirectTo"), localizedPath(lang, "/"));
    return signedInRedirect(ctx, result, to, "auth.logged_in");
  } catch (error) {
    return formFailure(error, lang);
  }
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = useActionData<typeof action>();
  const [params] = useSearchParams();
  const errors = failure?.errors ?? {};
  return (
    <AuthForm
      title={t("auth.login_title")}
      failure={failure}
      submitLabel={t("auth.submit_login")}
      switchTo={{ question: t("auth.no_account"), to: "/register", label: t("auth.register_link") }}
      hiddenFields={<input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />}
      afterForm={
        loaderData.demo ? (
          <p className="mt-5 rounded-lg bg-slate-50 px-3 py-2 text-center text-xs text-slate-500">
            {t("auth.demo_hint", { email: loaderData.demo.email, password: loaderData.demo.password })}
          </p>
        ) : null
      }
    >
      <TextField label={t("auth.email")} name="email" type="email" autoComplete="email" required error={errors.email} />
      <TextField
        label={t("auth.password")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
      />
    </AuthForm>
  );
}
