import { type RefObject, useEffectEvent, useLayoutEffect } from "react";
import { CONTACT_FIELDS, type ContactValues } from "./settings.ts";

/**
 * Text typed into the form before the page hydrated is in its fields but not in the form's state,
 * and the form's next render would put the state back over it. As the form mounts, whatever the
 * fields hold beyond what was rendered is handed to `adopt`. A layout effect, so it is in place
 * before a press on Send made meanwhile is replayed (app/lib/early-taps.ts).
 */
export function useTypedBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  rendered: ContactValues,
  adopt: (typed: ContactValues) => void,
) {
  const adoptTyped = useEffectEvent(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const typed = Object.fromEntries(
      CONTACT_FIELDS.map((field) => [field, String(data.get(field) ?? "")]),
    ) as ContactValues;
    if (CONTACT_FIELDS.some((field) => typed[field] !== rendered[field])) adopt(typed);
  });
  useLayoutEffect(() => adoptTyped(), []);
}
