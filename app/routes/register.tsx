import { useActionData } from "react-router";
import { requestContext } from "#app-context";
import type { Route } from "./+types/register";
import { TextField } from "../components/ui/text-field.tsx";
import { AuthForm, EmailField, PasswordField } from "../features/account/auth-form.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { fixedPageMeta } from "../lib/meta.ts";
import { redirectIfSignedIn, signInAction } from "../lib/route-helpers.server.ts";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

export const meta = fixedPageMeta("auth.register_title", "auth.register_description");

export async function loader({ request, context }: Route.LoaderArgs) {
  redirectIfSignedIn(context.get(requestContext), request);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  return signInAction(context.get(requestContext), request, {
    call: "register",
    fields: ["fullname", "email", "password"],
    flashKey: "auth.registered",
  });
}

export default function RegisterPage() {
  const { t } = useI18n();
  const failure = useActionData<typeof action>();
  return (
    <AuthForm
      page="register"
      failure={failure}
      afterSubmit={<p className="text-center text-xs text-slate-500">{t("auth.agree_terms")}</p>}
    >
      <TextField
        label={t("auth.fullname")}
        name="fullname"
        autoComplete="name"
        required
        maxLength={100}
        error={failure?.errors.fullname}
      />
      <EmailField error={failure?.errors.email} />
      <PasswordField error={failure?.errors.password} isNew />
    </AuthForm>
  );
}
