import { useEffect, useState } from "react";
import { useI18n } from "../../lib/i18n.tsx";

export type CountdownPhase = "upcoming" | "running" | "ended";

export interface CountdownState {
  phase: CountdownPhase;
  /** Milliseconds until the start (upcoming) or the end (running); 0 once ended. */
  remainingMs: number;
}

/** Spec §4: a flash-sale timer counts to the start ('Started In'), then to the end ('Ends In'). */
export function countdownState(nowMs: number, startMs: number, endMs: number): CountdownState {
  if (nowMs < startMs) return { phase: "upcoming", remainingMs: startMs - nowMs };
  if (nowMs < endMs) return { phase: "running", remainingMs: endMs - nowMs };
  return { phase: "ended", remainingMs: 0 };
}

/** Whole hours (may pass 24), minutes and seconds, rounding partial seconds up so 0 shows only at the end. */
export function splitDuration(ms: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** HH:MM:SS with at least two digits each. */
export function formatDuration(ms: number): string {
  const { hours, minutes, seconds } = splitDuration(ms);
  return [hours, minutes, seconds].map((value) => String(value).padStart(2, "0")).join(":");
}

/**
 * The current time as the server sees it. The first render uses the loader's `serverNow`, so the server
 * and the browser render the same text; after hydration it ticks every second from the browser clock,
 * corrected by the difference to the server's clock measured at mount.
 */
export function useServerNow(serverNowMs: number, tickMs = 1000): number {
  const [now, setNow] = useState(serverNowMs);
  useEffect(() => {
    const offset = serverNowMs - Date.now();
    setNow(Date.now() + offset);
    const timer = window.setInterval(() => setNow(Date.now() + offset), tickMs);
    return () => window.clearInterval(timer);
  }, [serverNowMs, tickMs]);
  return now;
}

interface CountdownProps {
  /** ISO times or epoch milliseconds. */
  startAt: string | number;
  endAt: string | number;
  serverNow: string | number;
  onPhaseChange?: (phase: CountdownPhase) => void;
  size?: "sm" | "md";
  tone?: "accent" | "light";
}

/** The countdown of a flash-sale session as the server sent it: its start, its end and the server's clock. */
export function SessionCountdown({
  session,
  ...props
}: Omit<CountdownProps, "startAt" | "endAt" | "serverNow"> & {
  session: { start_at: string; end_at: string; server_time: string };
}) {
  return <Countdown startAt={session.start_at} endAt={session.end_at} serverNow={session.server_time} {...props} />;
}

export function Countdown({ startAt, endAt, serverNow, onPhaseChange, size = "md", tone = "accent" }: CountdownProps) {
  const { t } = useI18n();
  const serverNowMs = typeof serverNow === "number" ? serverNow : Date.parse(serverNow);
  const now = useServerNow(serverNowMs);
  const state = countdownState(now, toMs(startAt), toMs(endAt));
  const initialPhase = countdownState(serverNowMs, toMs(startAt), toMs(endAt)).phase;

  useEffect(() => {
    if (state.phase !== initialPhase) onPhaseChange?.(state.phase);
  }, [state.phase, initialPhase, onPhaseChange]);

  const label =
    state.phase === "upcoming"
      ? t("landing.started_in")
      : state.phase === "running"
        ? t("landing.ends_in")
        : t("landing.ended");
  const { hours, minutes, seconds } = splitDuration(state.remainingMs);
  const box = size === "sm" ? "min-w-7 rounded-md px-1 py-0.5 text-xs" : "min-w-8 rounded-md px-1.5 py-1 text-sm";
  const colours = tone === "accent" ? "bg-accent-strong text-white" : "bg-white text-accent-strong";
  return (
    <span className="inline-flex items-center gap-2" data-testid="countdown" data-phase={state.phase}>
      <span className={`text-xs font-medium ${tone === "accent" ? "text-slate-600" : "text-white/90"}`}>{label}</span>
      {state.phase === "ended" ? null : (
        <span
          role="timer"
          aria-label={`${label} ${hours} ${t("landing.hours")} ${minutes} ${t("landing.minutes")} ${seconds} ${t("landing.seconds")}`}
          className="inline-flex items-center gap-1"
        >
          {[hours, minutes, seconds].map((value, index) => (
            <span key={index} className="inline-flex items-center gap-1" aria-hidden="true">
              {index > 0 ? (
                <span className={`font-bold ${tone === "accent" ? "text-accent-strong" : "text-white"}`}>:</span>
              ) : null}
              <span className={`${box} ${colours} text-center font-bold tabular-nums`} data-testid="countdown-part">
                {String(value).padStart(2, "0")}
              </span>
            </span>
          ))}
        </span>
      )}
    </span>
  );
}

function toMs(value: string | number): number {
  return typeof value === "number" ? value : Date.parse(value);
}
