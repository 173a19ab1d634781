import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { Logo } from "../../components/ui/logo.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { LocalLink, useI18n } from "../../lib/i18n.tsx";
import { FormAlert } from "../../components/ui/form-alert.tsx";

/** What each page is called, its button, and the way to another page under the card. */
const PAGES = {
  login: {
    title: "auth.login_title",
    submit: "auth.submit_login",
    question: "auth.no_account",
    other: "/register",
    otherLabel: "auth.register_link",
  },
  register: {
    title: "auth.register_title",
    submit: "auth.submit_register",
    question: "auth.have_account",
    other: "/login",
    otherLabel: "auth.login_link",
  },
  // A forgotten password's three steps (decision 0039): each leads back to the login page.
  forget: {
    title: "password_reset.forget_title",
    submit: "password_reset.submit_send",
    question: null,
    other: "/login",
    otherLabel: "password_reset.back_to_login",
  },
  verify: {
    title: "password_reset.verify_title",
    submit: "password_reset.submit_verify",
    question: null,
    other: "/login",
    otherLabel: "password_reset.back_to_login",
  },
  newPassword: {
    title: "password_reset.new_title",
    submit: "password_reset.submit_new",
    question: null,
    other: "/login",
    otherLabel: "password_reset.back_to_login",
  },
} as const;

/**
 * The sign-in pages (login, registration, a forgotten password's steps): a card with the logo, title and an
 * intro, the form (its fields as children, a general error above them when no field is to blame) and a link
 * to another page below.
 */
export function AuthForm({
  page,
  failure,
  intro = null,
  hiddenFields = null,
  afterSubmit = null,
  afterForm = null,
  children,
}: {
  page: keyof typeof PAGES;
  /** What the action answered when it refused the form. */
  failure: { message: string; errors: Record<string, string> } | undefined;
  intro?: ReactNode;
  hiddenFields?: ReactNode;
  afterSubmit?: ReactNode;
  afterForm?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const texts = PAGES[page];
  const generalError = failure && Object.keys(failure.errors).length === 0 ? failure.message : null;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 desk:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm desk:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo />
          <h1 className="text-xl font-bold text-slate-900">{t(texts.title)}</h1>
          {intro ? <p className="text-sm text-slate-600">{intro}</p> : null}
        </div>
        <Form method="post" className="space-y-4" noValidate>
          <CsrfField />
          {hiddenFields}
          <FormAlert message={generalError} />
          {children}
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className="h-11 w-full rounded-lg bg-accent-strong font-semibold text-white hover:bg-accent-dark disabled:opacity-60"
          >
            {t(texts.submit)}
          </button>
          {afterSubmit}
        </Form>
        {afterForm}
      </div>
      <p className="mt-5 text-center text-sm text-slate-600">
        {texts.question ? `${t(texts.question)} ` : null}
        <LocalLink to={texts.other} className="touch-target relative font-semibold text-accent-strong hover:underline">
          {t(texts.otherLabel)}
        </LocalLink>
      </p>
    </div>
  );
}

/** The e-mail field both pages ask for. */
export function EmailField({ error }: { error: string | undefined }) {
  const { t } = useI18n();
  return <TextField label={t("auth.email")} name="email" type="email" autoComplete="email" required error={error} />;
}

/**
 * The password field: on the login page the saved one (`current-password`), on the registration page a
 * new one, with its rule said under the field (at least eight characters).
 */
export function PasswordField({ error, isNew = false }: { error: string | undefined; isNew?: boolean }) {
  const { t } = useI18n();
  return (
    <TextField
      label={t("auth.password")}
      name="password"
      type="password"
      autoComplete={isNew ? "new-password" : "current-password"}
      required
      minLength={isNew ? 8 : undefined}
      hint={isNew ? t("auth.password_hint") : undefined}
      error={error}
    />
  );
}
