import { useState } from "react";
import { Icon } from "../../components/ui/icons.tsx";
import { toast } from "../../lib/toast.tsx";
import { useI18n } from "../../lib/i18n.tsx";

/** Copies a promo code; spec §8 toast '{label} successfully copied'. */
export function CopyCodeButton({ code, className = "" }: { code: string; className?: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
      toast.success(t("landing.copied", { label: code }));
    } catch {
      toast.error(t("landing.copy_failed"));
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={t("landing.copy_code", { code })}
      className={`inline-flex items-center justify-center gap-1 rounded-lg bg-accent-strong px-3 py-1.5 text-xs font-semibold text-white hover:bg-accent-dark ${className}`}
    >
      <Icon size={14}>
        {copied ? (
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        ) : (
          <>
            <rect x="8" y="8" width="12" height="12" rx="2" />
            <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
          </>
        )}
      </Icon>
      {t("landing.copy")}
    </button>
  );
}
