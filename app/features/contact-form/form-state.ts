import type { ContactField, ContactValues } from "./settings.ts";
import type { SendFailure } from "./emailjs-adapter.ts";
import {
  type ContactErrors,
  EMPTY_CONTACT_VALUES,
  validateContactField,
  validateContactForm,
} from "./validation.ts";

/**
 * The contact form's states, separate from its markup: the reducer alone decides whether a submit
 * starts anything (never while sending, and after a send only once the visitor has typed again: a
 * double click had sent the emptied form), so the guards are unit-tested without a DOM. Each state
 * is a new object when entered, so effects keyed on it (focus the error summary, fade the thanks)
 * run again on a repeat.
 */
type FormStatus =
  | { kind: "idle" }
  /** A submit found errors: the summary lists them and takes focus. */
  | { kind: "invalid" }
  | { kind: "sending" }
  /**
   * The provider confirmed (or a bot filled the trap). Until the visitor types again, another
   * submit is the rest of a double click, not a new empty message.
   */
  | { kind: "sent"; editedSince: boolean }
  | { kind: "failed"; reason: SendFailure }
  /** No provider configured: the message was handed to the visitor's email app. */
  | { kind: "handedOver" };

export interface FormState {
  /** What the visitor typed; null until the first edit, while the stored draft is shown. */
  edited: ContactValues | null;
  /** Fields are rechecked on blur only after a first submit. */
  attempted: boolean;
  errors: ContactErrors;
  status: FormStatus;
}

export type FormEvent =
  | { type: "edit"; values: ContactValues }
  | { type: "blur"; field: ContactField; value: string }
  /** `values` as shown; `trapFilled` when the hidden field only bots see has a value. */
  | { type: "submit"; values: ContactValues; trapFilled: boolean; canSend: boolean }
  | { type: "sendSucceeded" }
  | { type: "sendFailed"; reason: SendFailure }
  | { type: "thanksFaded" };

export const INITIAL_FORM_STATE: FormState = {
  edited: null,
  attempted: false,
  errors: {},
  status: { kind: "idle" },
};

/** After a send (or a bot's): the form emptied, the thanks shown. */
function sent(): FormState {
  return {
    ...INITIAL_FORM_STATE,
    edited: EMPTY_CONTACT_VALUES,
    status: { kind: "sent", editedSince: false },
  };
}

/** Whether a submit now would start something: never while sending or right after a send. */
function acceptsSubmit(status: FormStatus): boolean {
  if (status.kind === "sending") return false;
  return status.kind !== "sent" || status.editedSince;
}

export function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case "edit":
      return {
        ...state,
        edited: event.values,
        status: state.status.kind === "sent" ? { kind: "sent", editedSince: true } : state.status,
      };
    case "blur": {
      if (!state.attempted) return state;
      const code = validateContactField(event.field, event.value) ?? undefined;
      return { ...state, errors: { ...state.errors, [event.field]: code } };
    }
    case "submit": {
      if (!acceptsSubmit(state.status)) return state;
      const errors = validateContactForm(event.values);
      if (Object.keys(errors).length > 0) {
        return { ...state, attempted: true, errors, status: { kind: "invalid" } };
      }
      if (event.trapFilled) return sent();
      const status: FormStatus = event.canSend ? { kind: "sending" } : { kind: "handedOver" };
      return { ...state, attempted: true, errors: {}, status };
    }
    case "sendSucceeded":
      return sent();
    case "sendFailed":
      return { ...state, status: { kind: "failed", reason: event.reason } };
    case "thanksFaded":
      return state.status.kind === "sent" ? { ...state, status: { kind: "idle" } } : state;
  }
}
