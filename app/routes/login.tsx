import { Form, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/login";
import { CsrfField } from "../components/ui/csrf-field.tsx";
import { TextField } from "../components/ui/text-field.tsx";
import { AuthCard } from "../features/account/auth-card.tsx";
import { formFailure, safeRedirectPath } from "../lib/form-errors.server.ts";
import { langFromPath, LocalLink, localizedPath, useI18n } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

export function meta({ error, location, matches }: Route.MetaArgs) {
  // The error boundary names the page itself.
  if (error) return [];
  return pageMeta({ location, matches }, "auth.login_title", "auth.login_description");
}

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
    const headers = new Headers();
    headers.append("Set-Cookie", ctx.cookies.session(result.jwt_token));
    headers.append("Set-Cookie", ctx.cookies.device(result.device_token));
    headers.append("Set-Cookie", ctx.cookies.flash("auth.logged_in"));
    return redirect(safeRedirectPath(form.get("redirectTo"), localizedPath(lang, "/")), { headers });
  } catch (error) {
    return formFailure(error, lang);
  }
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const failure = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const errors = failure?.errors ?? {};
  const generalError = failure && Object.keys(errors).length === 0 ? failure.message : null;
  return (
    <AuthCard
      title={t("auth.login_title")}
      footer={
        <>
          {t("auth.no_account")}{" "}
          <LocalLink to="/register" className="touch-target relative font-semibold text-accent-strong hover:underline">
            {t("auth.register_link")}
          </LocalLink>
        </>
      }
    >
      <Form method="post" className="space-y-4" noValidate>
        <CsrfField />
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        {generalError ? (
          <p role="alert" className="rounded-lg bg-accent-soft px-3 py-2 text-sm text-accent-strong">
            {generalError}
          </p>
        ) : null}
        <TextField label={t("auth.email")} name="email" type="email" autoComplete="email" required error={errors.email} />
        <TextField
          label={t("auth.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="h-11 w-full rounded-lg bg-accent-strong font-semibold text-white hover:bg-accent-dark disabled:opacity-60"
        >
          {t("auth.submit_login")}
        </button>
      </Form>
      {loaderData.demo ? (
        <p className="mt-5 rounded-lg bg-slate-50 px-3 py-2 text-center text-xs text-slate-500">
          {t("auth.demo_hint", { email: loaderData.demo.email, password: loaderData.demo.password })}
        </p>
      ) : null}
    </AuthCard>
  );
}
