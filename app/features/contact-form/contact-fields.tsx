import type { ReactNode } from "react";
import { type FieldControlProps, FormField } from "#app/ui/form-field.tsx";
import fieldStyles from "#app/ui/form-field.module.css";
import {
  CONTACT_MAX_LENGTH,
  type ContactField,
  type ContactValues,
  REQUIRED_CONTACT_FIELDS,
} from "./settings.ts";
import {
  type ContactErrorCode,
  type ContactErrors,
  type MaxLengthTexts,
  withMaxLength,
} from "./validation.ts";
import type { ContactContent } from "#app/content/schema.ts";

type FormTexts = ContactContent["form"];

export const fieldId = (field: ContactField) => `contact-${field}`;

/** The message for a field's error, with its length limit filled in. */
export function errorText(
  texts: FormTexts,
  field: ContactField,
  code: ContactErrorCode,
  limits: MaxLengthTexts,
) {
  const messages: Partial<Record<ContactErrorCode, string>> = texts.errors[field];
  const template = messages[code] ?? messages.tooLong ?? "";
  return withMaxLength(template, field, limits);
}

/** Everything a field's control gets: its ARIA ties, value, limit, requiredness and handlers. */
type ControlProps = FieldControlProps & {
  name: ContactField;
  value: string;
  maxLength: number;
  required: boolean;
  className: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  onFocus: () => void;
  onBlur: () => void;
};

interface ContactFieldsProps {
  texts: FormTexts;
  values: ContactValues;
  errors: ContactErrors;
  limits: MaxLengthTexts;
  onEdit: (field: ContactField, value: string) => void;
  onBlur: (field: ContactField) => void;
  onFocus: () => void;
}

/** The form's five fields, each with its label, hint, limit and error, and the right keyboard. */
export function ContactFields({
  texts,
  values,
  errors,
  limits,
  onEdit,
  onBlur,
  onFocus,
}: ContactFieldsProps) {
  const field = (name: ContactField, render: (control: ControlProps) => ReactNode) => {
    const code = errors[name];
    const { label, hint } = texts.fields[name];
    const required = REQUIRED_CONTACT_FIELDS.includes(name);
    return (
      <FormField
        id={fieldId(name)}
        label={label}
        optionalLabel={required ? undefined : texts.optional}
        hint={hint && withMaxLength(hint, name, limits)}
        error={code && errorText(texts, name, code, limits)}
        errorPrefix={texts.errors.prefix}
      >
        {(control) =>
          render({
            ...control,
            name,
            value: values[name],
            maxLength: CONTACT_MAX_LENGTH[name],
            required,
            className: fieldStyles.control ?? "",
            onChange: (event) => onEdit(name, event.currentTarget.value),
            onFocus,
            onBlur: () => onBlur(name),
          })
        }
      </FormField>
    );
  };

  return (
    <>
      {field("fullname", (control) => (
        <input
          {...control}
          type="text"
          autoComplete="name"
          autoCapitalize="words"
          spellCheck={false}
        />
      ))}
      {field("email", (control) => (
        <input
          {...control}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
      ))}
      {field("phone", (control) => (
        <input {...control} type="tel" inputMode="tel" autoComplete="tel" />
      ))}
      {field("subject", (control) => (
        <input {...control} type="text" autoComplete="off" />
      ))}
      {field("message", (control) => (
        <textarea {...control} rows={8} autoComplete="off" />
      ))}
    </>
  );
}
