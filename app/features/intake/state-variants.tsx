import type { ReactNode } from "react";
import { INTAKE_BUILT_ATTRIBUTE, INTAKE_VARIANT_ATTRIBUTE } from "#app/lib/intake-state-mark.ts";
import { type ScheduledMoment, useIntake } from "./intake-context.tsx";

/**
 * The moments of the page's intakes grouped by what they show: one variant per different value,
 * each marked with the keys of its moments, so the head script's rule shows the visitor's alone.
 */
export function useVariants<Value>(
  valueOf: (moment: ScheduledMoment) => Value,
  identity: (value: Value) => string = String,
): { keys: string; built: boolean; value: Value }[] {
  const { moments, builtKey } = useIntake();
  const groups = new Map<string, { keys: string[]; value: Value }>();
  for (const moment of moments) {
    const value = valueOf(moment);
    const id = identity(value);
    const group = groups.get(id) ?? { keys: [], value };
    group.keys.push(moment.key);
    groups.set(id, group);
  }
  return [...groups.values()].map(({ keys, value }) => ({
    keys: keys.join(" "),
    built: keys.includes(builtKey),
    value,
  }));
}

/** The attributes that name a variant's moments, and whether the build's moment is one. */
export function variantOf({ keys, built }: { keys: string; built: boolean }) {
  return { [INTAKE_VARIANT_ATTRIBUTE]: keys, ...(built && { [INTAKE_BUILT_ATTRIBUTE]: "" }) };
}

interface StateTextProps {
  /** The words at a moment: plain text, or HTML from the content's Markdown. */
  of: (moment: ScheduledMoment) => string;
  html?: boolean;
  className?: string;
}

/**
 * Words that follow the state of applications, in every variant the page can need: spans inside
 * a sentence's element, or blocks of rendered Markdown.
 */
export function StateText({ of, html = false, className }: StateTextProps): ReactNode {
  return useVariants(of).map(({ value, ...variant }) =>
    html ? (
      <div
        key={variant.keys}
        className={className}
        {...variantOf(variant)}
        dangerouslySetInnerHTML={{ __html: value }}
      />
    ) : (
      <span key={variant.keys} className={className} {...variantOf(variant)}>
        {value}
      </span>
    ),
  );
}
