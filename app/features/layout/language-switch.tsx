import { useLocation } from "react-router";
import { GlobeIcon } from "../../components/ui/icons.tsx";
import { switchLanguagePath, useI18n } from "../../lib/i18n.tsx";

/** Spec §2: switching language reloads the same path with or without /en. A plain link does exactly that. */
export function LanguageSwitch() {
  const { lang, t } = useI18n();
  const location = useLocation();
  const options = [
    { code: "id" as const, label: t("header.language_id") },
    { code: "en" as const, label: t("header.language_en") },
  ];
  return (
    <nav aria-label={t("header.language")} className="flex items-center gap-1 text-xs">
      <GlobeIcon width={14} height={14} />
      {options.map((option, index) => (
        <span key={option.code} className="flex items-center gap-1">
          {index > 0 ? <span aria-hidden="true">|</span> : null}
          {option.code === lang ? (
            <span aria-current="true" className="font-semibold text-slate-900">
              {option.label}
            </span>
          ) : (
            <a
              href={switchLanguagePath(location.pathname, location.search, option.code)}
              hrefLang={option.code}
              lang={option.code}
              className="hover:text-accent-strong"
            >
              {option.label}
            </a>
          )}
        </span>
      ))}
    </nav>
  );
}
