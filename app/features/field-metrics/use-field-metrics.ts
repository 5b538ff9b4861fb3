import { useEffect } from "react";
import { buildFieldMetricsUrl } from "./settings.ts";
import { startFieldMetrics } from "./field-metrics.ts";

/** Sends this visit's Core Web Vitals to the build's collector, when the build names one. */
export function useFieldMetrics() {
  useEffect(() => {
    const url = buildFieldMetricsUrl();
    return url ? startFieldMetrics(url) : undefined;
  }, []);
}
