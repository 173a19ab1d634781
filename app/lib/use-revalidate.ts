import { useCallback, useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/** A stable callback that asks the server for the page's data again, unless a reload is already running. */
export function useRevalidateIfIdle(): () => void {
  const revalidator = useRevalidator();
  return useCallback(() => {
    if (revalidator.state === "idle") void revalidator.revalidate();
  }, [revalidator]);
}

/**
 * For pages holding 5-minute download tokens (invoice, order list): a page left open asks for fresh ones a
 * little before they lapse, when it is looked at again (or every 30 s while it is).
 */
export function useRevalidateWhenStale(loaderData: unknown, maxAgeMs: number) {
  const revalidate = useRevalidateIfIdle();
  const loadedAt = useRef(0);

  useEffect(() => {
    loadedAt.current = Date.now();
  }, [loaderData]);

  useEffect(() => {
    const refreshIfStale = () => {
      if (document.visibilityState === "visible" && Date.now() - loadedAt.current > maxAgeMs) revalidate();
    };
    const timer = window.setInterval(refreshIfStale, 30_000);
    document.addEventListener("visibilitychange", refreshIfStale);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", refreshIfStale);
    };
  }, [revalidate, maxAgeMs]);
}
