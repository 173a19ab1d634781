import { Form, redirect, useActionData, useNavigation } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/register";
import { CsrfField } from "../components/ui/csrf-field.tsx";
import { TextField } from "../components/ui/text-field.tsx";
import { AuthCard } from "../features/account/auth-card.tsx";
import { formFailure } from "../lib/form-errors.server.ts";
import { langFromPath, LocalLink, localizedPath, useI18n } from "../lib/i18n.tsx";
import { pageMeta } from "../lib/meta.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

export function meta({ error, location, matches }: Route.MetaArgs) {
  // The error boundary names the page itself.
  if (error) return [];
  return pageMeta({ location, matches }, "auth.register_title", "auth.register_description");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  if (ctx.viewer) throw redirect(localizedPath(langFromPath(new URL(request.url).pathname), "/"));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  try {
    const result = await ctx.services.accounts.register(
      { fullname: form.get("fullname") ?? "", email: form.get("email") ?? "", password: form.get("password") ?? "" },
      { ip: ctx.ip, userAgent: ctx.userAgent, deviceToken: ctx.deviceToken },
    );
    const headers = new Headers();
    headers.append("Set-Cookie", ctx.cookies.session(result.jwt_token));
    headers.append("Set-Cookie", ctx.cookies.device(result.device_token));
    headers.append("Set-Cookie", ctx.cookies.flash("auth.registered"));
    return redirect(localizedPath(lang, "/"), { headers });
  } catch (error) {
    return formFailure(error, lang);
  }
}

export default function RegisterPage() {
  const { t } = useI18n();
  const failure = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors = failure?.errors ?? {};
  const generalError = failure && Object.keys(errors).length === 0 ? failure.message : null;
  return (
    <AuthCard
      title={t("auth.register_title")}
      footer={
        <>
          {t("auth.have_account")}{" "}
          <LocalLink to="/login" className="touch-target relative font-semibold text-accent-strong hover:underline">
            {t("auth.login_link")}
          </LocalLink>
        </>
      }
    >
      <Form method="post" className="space-y-4" noValidate>
        <CsrfField />
        {generalError ? (
          <p role="alert" className="rounded-lg bg-accent-soft px-3 py-2 text-sm text-accent-strong">
            {generalError}
          </p>
        ) : null}
        <TextField label={t("auth.fullname")} name="fullname" autoComplete="name" required maxLength={100} error={errors.fullname} />
        <TextField label={t("auth.email")} name="email" type="email" autoComplete="email" required error={errors.email} />
        <TextField
          label={t("auth.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          hint={t("auth.password_hint")}
          error={errors.password}
        />
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="h-11 w-full rounded-lg bg-accent-strong font-semibold text-white hover:bg-accent-dark disabled:opacity-60"
        >
          {t("auth.submit_register")}
        </button>
        <p className="text-center text-xs text-slate-500">{t("auth.agree_terms")}</p>
      </Form>
    </AuthCard>
  );
}
