/**
 * A release without the EmailJS settings would quietly turn the contact form into a link that
 * opens the visitor's email app. A release build (`RELEASE=production`) stops then, unless that is
 * chosen on purpose with CONTACT_FORM_EMAIL_APP_ONLY=yes.
 */
import { isReleaseBuild } from "./release-guard.ts";

export const EMAIL_APP_ONLY_ENV_NAME = "CONTACT_FORM_EMAIL_APP_ONLY";

/** Why a release build must stop over the contact form, or null when it may go on. */
export function contactFormReleaseProblem(
  emailJsConfigured: boolean,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  if (!isReleaseBuild(env) || emailJsConfigured || env[EMAIL_APP_ONLY_ENV_NAME] === "yes") {
    return null;
  }
  return [
    "Release build stopped: the contact form has no EmailJS settings, so on the live site it would not send messages itself; it would only open each visitor's own email app.",
    `Add the EmailJS settings (README, "Deploying"), or, to release the form that way on purpose, set ${EMAIL_APP_ONLY_ENV_NAME}=yes.`,
  ].join("\n");
}
