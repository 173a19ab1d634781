import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/**
 * For pages holding 5-minute download tokens (invoice, order list): a page left open asks for fresh ones a
 * little before they lapse, when it is looked at again (or every 30 s while it is).
 */
export function useRevalidateWhenStale(loaderData: unknown, maxAgeMs: number) {
  const revalidator = useRevalidator();
  const loadedAt = useRef(0);

  useEffect(() => {
    loadedAt.current = Date.now();
  }, [loaderData]);

  useEffect(() => {
    const refreshIfStale = () => {
      if (document.visibilityState === "visible" && Date.now() - loadedAt.current > maxAgeMs && revalidator.state === "idle") void revalidator.revalidate();
    };
    const timer = window.setInterval(refreshIfStale, 30_000);
    document.addEventListener("visibilitychange", refreshIfStale);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", refreshIfStale);
    };
  }, [revalidator, maxAgeMs]);
}
