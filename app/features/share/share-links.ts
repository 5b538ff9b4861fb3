import { ADD_UTM_SOURCE, type ShareChannel } from "./settings.ts";

/** What is shared: an absolute address, a title (email subject) and a short message. */
export interface ShareTarget {
  url: string;
  title: string;
  message: string;
}

/** The address as shared through a channel: `utm_source=<channel>` added when the setting is on. */
export function sharedAddress(
  url: string,
  channel: ShareChannel,
  addSource: boolean = ADD_UTM_SOURCE,
): string {
  if (!addSource) return url;
  const address = new URL(url);
  address.searchParams.set("utm_source", channel);
  return address.href;
}

const encode = encodeURIComponent;

/**
 * The link that shares `target` through a channel: each service's documented share address, with
 * every value percent-encoded (spaces as %20, which mail programs read correctly, not `+`).
 */
export function shareHref(
  channel: ShareChannel,
  target: ShareTarget,
  addSource: boolean = ADD_UTM_SOURCE,
): string {
  const address = sharedAddress(target.url, channel, addSource);
  switch (channel) {
    case "whatsapp":
      return `https://wa.me/?text=${encode(`${target.message} ${address}`)}`;
    case "telegram":
      return `https://t.me/share/url?url=${encode(address)}&text=${encode(target.message)}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${encode(address)}`;
    case "email":
      return `mailto:?subject=${encode(target.title)}&body=${encode(`${target.message}\n\n${address}`)}`;
  }
}
