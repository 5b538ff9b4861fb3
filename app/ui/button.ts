import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "quiet";

/** The class names of the pill button (ui/button.module.css), for a <button> or a link. */
export function buttonClass(variant: ButtonVariant, { small = false } = {}): string {
  return [styles.button, styles[variant], small && styles.small].filter(Boolean).join(" ");
}
