import type { Plugin } from "vite";
import { EMAILJS_ENV_NAMES, readEmailJsSettings } from "../../app/config/emailjs.ts";

/**
 * Checks the EmailJS build variables (see app/config/emailjs.ts and .env.example): a half-done
 * configuration stops the build instead of silently shipping a form that cannot send, and every
 * client build says which way its contact form sends.
 */
export function emailJsEnvPlugin(): Plugin {
  let summary = "";
  return {
    name: "k-youth-emailjs-env",
    configResolved(config) {
      const result = readEmailJsSettings(config.env);
      if (result.status === "invalid") {
        throw new Error(
          `Contact form: the EmailJS settings are incomplete:\n  ${result.problems.join("\n  ")}\nSet all of ${Object.values(EMAILJS_ENV_NAMES).slice(0, 3).join(", ")}, or none of them (the form then opens the visitor's email app).`,
        );
      }
      summary =
        result.status === "configured"
          ? `Contact form: sends through EmailJS at ${result.settings.origin}.`
          : "Contact form: no EmailJS settings, so the form opens the visitor's email app.";
    },
    buildStart() {
      if (this.environment.mode === "build" && this.environment.name === "client") {
        this.info(summary);
      }
    },
  };
}
