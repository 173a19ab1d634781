import type { LocalPaymentMethod } from "../../../core/payment/payment.view.ts";

/**
 * Brand-coloured word marks drawn as text: the sheet needs no logo files, and names stay readable. Fills too
 * light for white text at 4.5:1 are the brand's hue a shade darker.
 */
const BADGES: Record<LocalPaymentMethod, { text: string; className: string }> = {
  bca_va: { text: "BCA", className: "bg-[#0060af] text-white" },
  bni_va: { text: "BNI", className: "bg-[#ca4c1d] text-white" },
  bri_va: { text: "BRI", className: "bg-[#00529c] text-white" },
  mandiri_va: { text: "mandiri", className: "bg-[#003d79] text-[#ffc20e]" },
  qris: { text: "QRIS", className: "bg-slate-900 text-white" },
  gopay: { text: "gopay", className: "bg-[#007f9c] text-white" },
  shopeepay: { text: "ShopeePay", className: "bg-[#d14428] text-white" },
  credit_card: { text: "VISA · MC", className: "bg-gradient-to-r from-[#1a1f71] to-[#eb001b] text-white" },
};

export function MethodBadge({ method }: { method: LocalPaymentMethod }) {
  const badge = BADGES[method];
  return (
    <span
      aria-hidden="true"
      className={`inline-flex h-7 w-[4.5rem] shrink-0 items-center justify-center rounded-md text-[11px] font-extrabold tracking-tight ${badge.className}`}
    >
      {badge.text}
    </span>
  );
}
