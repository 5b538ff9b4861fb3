/**
 * Settings of the Share action. The channels are plain links to each service's own share page:
 * no script of theirs runs on this site, and nothing is sent anywhere until the visitor chooses.
 */

/** The services offered when the browser has no share sheet of its own, in this order. */
export const SHARE_CHANNELS = ["whatsapp", "telegram", "linkedin", "email"] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/**
 * Adds `utm_source=<channel>` to the shared address, so the site's statistics can tell which
 * service brought a visit. The only parameter ever added; `false` shares the bare address.
 */
export const ADD_UTM_SOURCE = true;

/** How long "Link copied" stays on screen. */
export const COPIED_FEEDBACK_MS = 4000;
