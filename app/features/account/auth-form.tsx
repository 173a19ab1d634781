import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { CsrfField } from "../../components/ui/csrf-field.tsx";
import { Logo } from "../../components/ui/logo.tsx";
import { LocalLink } from "../../lib/i18n.tsx";

/**
 * The login and registration pages: a card with the logo and title, the form (its fields as children,
 * a general error above them when no field is to blame) and a link to the other page below.
 */
export function AuthForm({
  title,
  failure,
  submitLabel,
  switchTo,
  hiddenFields = null,
  afterSubmit = null,
  afterForm = null,
  children,
}: {
  title: string;
  /** What the action answered when it refused the form. */
  failure: { message: string; errors: Record<string, string> } | undefined;
  submitLabel: string;
  /** The line under the card: a question and the link to the other page. */
  switchTo: { question: string; to: string; label: string };
  hiddenFields?: ReactNode;
  afterSubmit?: ReactNode;
  afterForm?: ReactNode;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const generalError = failure && Object.keys(failure.errors).length === 0 ? failure.message : null;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 desk:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm desk:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <Logo />
          <h1 className="text-xl font-bold text-slate-900">{title}</h1>
        </div>
        <Form method="post" className="space-y-4" noValidate>
          <CsrfField />
          {hiddenFields}
          {generalError ? (
            <p role="alert" className="rounded-lg bg-accent-soft px-3 py-2 text-sm text-accent-strong">
              {generalError}
            </p>
          ) : null}
          {children}
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className="h-11 w-full rounded-lg bg-accent-strong font-semibold text-white hover:bg-accent-dark disabled:opacity-60"
          >
            {submitLabel}
          </button>
          {afterSubmit}
        </Form>
        {afterForm}
      </div>
      <p className="mt-5 text-center text-sm text-slate-600">
        {switchTo.question}{" "}
        <LocalLink to={switchTo.to} className="touch-target relative font-semibold text-accent-strong hover:underline">
          {switchTo.label}
        </LocalLink>
      </p>
    </div>
  );
}
