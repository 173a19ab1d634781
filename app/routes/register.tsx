import { redirect, useActionData } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/register";
import { TextField } from "../components/ui/text-field.tsx";
import { AuthForm } from "../features/account/auth-form.tsx";
import { formFailure } from "../lib/form-errors.server.ts";
import { langFromPath, localizedPath, useI18n } from "../lib/i18n.tsx";
import { fixedPageMeta } from "../lib/meta.ts";
import { signedInRedirect } from "../lib/route-helpers.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

export const meta = fixedPageMeta("auth.register_title", "auth.register_description");

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
    return signedInRedirect(ctx, result, localizedPath(lang, "/"), "auth.registered");
  } catch (error) {
    return formFailure(error, lang);
  }
}

export default function RegisterPage() {
  const { t } = useI18n();
  const failure = useActionData<typeof action>();
  const errors = failure?.errors ?? {};
  return (
    <AuthForm
      title={t("auth.register_title")}
      failure={failure}
      submitLabel={t("auth.submit_register")}
      switchTo={{ question: t("auth.have_account"), to: "/login", label: t("auth.login_link") }}
      afterSubmit={<p className="text-center text-xs text-slate-500">{t("auth.agree_terms")}</p>}
    >
      <TextField
        label={t("auth.fullname")}
        name="fullname"
        autoComplete="name"
        required
        maxLength={100}
        error={errors.fullname}
      />
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
    </AuthForm>
  );
}
