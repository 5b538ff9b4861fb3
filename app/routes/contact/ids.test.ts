import { describe, expect, it } from "vitest";
import { CONTACT_CARD_IDS } from "#app/config/contact-anchors.ts";
import { fieldId } from "#app/features/contact-form/contact-fields.tsx";
import { CONTACT_FIELDS } from "#app/features/contact-form/settings.ts";

describe("the contact page's ids", () => {
  it("give the cards that links and the search point to ids no form field uses", () => {
    const formFieldIds = CONTACT_FIELDS.map(fieldId);
    for (const id of Object.values(CONTACT_CARD_IDS)) expect(formFieldIds).not.toContain(id);
  });
});
