import { describe, expect, it } from "vitest";
import { type FormState, formReducer, INITIAL_FORM_STATE } from "./form-state.ts";
import type { ContactValues } from "./settings.ts";
import { EMPTY_CONTACT_VALUES } from "./validation.ts";

const complete: ContactValues = {
  fullname: "Nur Aisyah",
  email: "aisyah@example.com",
  phone: "",
  subject: "Intake dates",
  message: "When does the next intake start?",
};
const submit = (values = complete, options = { trapFilled: false, canSend: true }) =>
  ({ type: "submit", values, ...options }) as const;

function run(...events: Parameters<typeof formReducer>[1][]): FormState {
  return events.reduce(formReducer, INITIAL_FORM_STATE);
}

describe("the contact form's states", () => {
  it("an incomplete submit is invalid, lists the errors and rechecks fields on blur", () => {
    const state = run(submit(EMPTY_CONTACT_VALUES));
    expect(state.status.kind).toBe("invalid");
    expect(state.errors).toMatchObject({ fullname: "required", email: "required" });
    const fixed = formReducer(state, { type: "blur", field: "fullname", value: "Nur" });
    expect(fixed.errors.fullname).toBeUndefined();
  });

  it("does not check on blur before the first submit", () => {
    expect(run({ type: "blur", field: "email", value: "nope" }).errors).toEqual({});
  });

  it("a complete submit sends, and success empties the form and shows the thanks", () => {
    const sending = run({ type: "edit", values: complete }, submit());
    expect(sending.status.kind).toBe("sending");
    const sent = formReducer(sending, { type: "sendSucceeded" });
    expect(sent.status).toEqual({ kind: "sent", editedSince: false });
    expect(sent.edited).toEqual(EMPTY_CONTACT_VALUES);
    expect(formReducer(sent, { type: "thanksFaded" }).status.kind).toBe("idle");
  });

  it("a failure keeps every value and says why", () => {
    const failed = run({ type: "edit", values: complete }, submit(), {
      type: "sendFailed",
      reason: "timeout",
    });
    expect(failed.status).toEqual({ kind: "failed", reason: "timeout" });
    expect(failed.edited).toEqual(complete);
    expect(formReducer(failed, submit()).status.kind).toBe("sending");
  });

  it("ignores a submit while sending, and right after a send until the visitor types", () => {
    const sending = run(submit());
    expect(formReducer(sending, submit())).toBe(sending);
    const sent = formReducer(sending, { type: "sendSucceeded" });
    expect(formReducer(sent, submit(EMPTY_CONTACT_VALUES))).toBe(sent);
    const typed = formReducer(sent, {
      type: "edit",
      values: { ...EMPTY_CONTACT_VALUES, fullname: "A" },
    });
    expect(formReducer(typed, submit(typed.edited ?? complete)).status.kind).toBe("invalid");
  });

  it("hands the message to the email app when no provider is set", () => {
    expect(run(submit(complete, { trapFilled: false, canSend: false })).status.kind).toBe(
      "handedOver",
    );
  });

  it("tells a bot that fills the hidden field it worked, without sending", () => {
    expect(run(submit(complete, { trapFilled: true, canSend: true })).status).toEqual({
      kind: "sent",
      editedSince: false,
    });
  });
});
