import { intakeMarkSource, type IntakeMarkSettings } from "#app/lib/intake-state-mark.ts";

/**
 * The inline script ahead of the page's first variant of words that follow the state of
 * applications: it picks the visitor's moment before any of them is drawn (decision 144). The build
 * hashes it for the CSP like every inline script; hydration leaves its text as prerendered, as it
 * does the early tap script's, and the client bundle does not carry it.
 */
export function IntakeMomentScript({ settings }: { settings: IntakeMarkSettings }) {
  const source = import.meta.env.SSR ? intakeMarkSource(settings) : "";
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}
