import { useNavigation } from "react-router";
import { Logo } from "./logo.tsx";

/**
 * The full-screen spinner of spec §2, shown while a navigation or form submission is under way. It fades
 * in after a short delay so fast navigations do not flash it.
 */
export function LoadingOverlay() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div
      aria-hidden={!busy}
      data-testid="loading-overlay"
      className={`fixed inset-0 z-[100] flex items-center justify-center bg-white/70 transition-opacity duration-200 ${
        busy ? "visible opacity-100 delay-300" : "invisible opacity-0"
      }`}
    >
      <div className="relative flex h-24 w-24 items-center justify-center">
        {/* Spins only while shown: an endless animation on the hidden overlay kept every page drawing frames. */}
        <span
          className="absolute inset-0 rounded-full border-4 border-slate-200 border-t-accent"
          style={busy ? { animation: "pasar-spin 0.8s linear infinite" } : undefined}
        />
        <Logo compact />
      </div>
    </div>
  );
}
