import type { Route } from "./+types/terms";
import { routeMeta } from "../lib/seo.ts";
import { siteOrigin } from "../lib/site-origin.server.ts";
import { TERMS, TERMS_UPDATED_AT } from "../features/home/terms-content.ts";
import { formatDate } from "../features/promo/dates.ts";
import { useI18n } from "../lib/i18n.tsx";

export { RouteErrorBoundary as ErrorBoundary } from "../lib/route-error.tsx";

export function meta({ error, location, loaderData }: Route.MetaArgs) {
  return routeMeta({ error, location }, (t) => ({
    origin: loaderData?.origin,
    title: `${t("landing.terms_title")} | Pasar`,
    description: t("landing.terms_description"),
  }));
}

export function loader({ request }: Route.LoaderArgs) {
  return { origin: siteOrigin(request) };
}

export default function TermsPage() {
  const { lang, t } = useI18n();
  const content = TERMS[lang];
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 desk:grid-cols-[260px_1fr] desk:py-10">
      <nav aria-labelledby="terms-contents" className="hidden desk:block">
        <div className="sticky top-36 rounded-2xl bg-white p-4 shadow-sm">
          <h2 id="terms-contents" className="mb-2 text-sm font-bold text-slate-900">
            {t("landing.terms_contents")}
          </h2>
          <ol className="space-y-1 text-sm">
            {content.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-md px-2 py-1 text-slate-600 hover:bg-accent-soft hover:text-accent-strong"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <article className="rounded-2xl bg-white p-5 shadow-sm desk:p-10">
        <h1 className="text-2xl font-extrabold text-slate-900 desk:text-3xl">{t("landing.terms_title")}</h1>
        <p className="mt-1 text-sm text-slate-500">
          {t("landing.terms_updated", { date: formatDate(`${TERMS_UPDATED_AT}T00:00:00+07:00`, lang) })}
        </p>
        <p className="mt-5 leading-relaxed text-slate-700">{content.intro}</p>
        {content.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="mt-8 scroll-mt-36"
          >
            <h2 id={`${section.id}-heading`} className="text-lg font-bold text-slate-900">
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph, index) => (
              <p key={index} className="mt-2 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.items ? (
              <ul className="mt-2 list-disc space-y-1.5 pl-6 leading-relaxed text-slate-700">
                {section.items.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </div>
  );
}
