import type { Plugin } from "vite";
import {
  EMAILJS_ENV_NAMES,
  readEmailJsSettings,
} from "#app/features/contact-form/emailjs-settings.ts";
import { readFieldMetricsSetting } from "#app/features/field-metrics/settings.ts";
import { contactFormReleaseProblem } from "./release-contact-form.ts";

/**
 * A half-done or malformed EmailJS or field-metrics setting (.env.example) stops the build rather
 * than ship a form that cannot send; every client build says what it was built with.
 */
export function buildEnvPlugin(): Plugin {
  let summary: string[] = [];
  return {
    name: "k-youth-build-env",
    configResolved(config) {
      const emailJs = readEmailJsSettings(config.env);
      if (emailJs.status === "invalid") {
        throw new Error(
          `Contact form: the EmailJS settings are incomplete:\n  ${emailJs.problems.join("\n  ")}\nSet all of ${Object.values(EMAILJS_ENV_NAMES).slice(0, 3).join(", ")}, or none of them (the form then opens the visitor's email app).`,
        );
      }
      const releaseProblem = contactFormReleaseProblem(emailJs.status === "configured");
      if (releaseProblem) throw new Error(releaseProblem);
      const fieldMetrics = readFieldMetricsSetting(config.env);
      if (fieldMetrics.status === "invalid") {
        throw new Error(`Field metrics: ${fieldMetrics.problem}`);
      }
      summary = [
        emailJs.status === "configured"
          ? `Contact form: sends through EmailJS at ${emailJs.settings.origin}.`
          : "Contact form: no EmailJS settings, so the form opens the visitor's email app.",
        fieldMetrics.status === "on"
          ? `Field metrics: Core Web Vitals are sent to ${fieldMetrics.url}.`
          : "Field metrics: off (VITE_FIELD_METRICS_URL is not set).",
      ];
    },
    buildStart() {
      if (this.environment.mode === "build" && this.environment.name === "client") {
        for (const line of summary) this.info(line);
      }
    },
  };
}
