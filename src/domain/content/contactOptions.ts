/**
 * The contact page's three options (spec part 1: Contact page; section 3: Contact option id call, email,
 * address). Each option's link comes from the site settings: tel:{phone}, mailto:{email}, and a Google Maps
 * search for the address that opens in a new tab. Titles, descriptions and button texts are translated by
 * the page from the option id.
 */
export type ContactOptionId = 'call' | 'email' | 'address';

export interface ContactSettingsInput {
  phone?: string | null;
  email?: string | null;
  address?: string | null;
}

export interface ContactOptionLink {
  id: ContactOptionId;
  /** The setting shown under the option (phone number, email address, street address). */
  value: string;
  /** Where the option's button goes; undefined when the setting is missing (the button is then disabled). */
  href: string | undefined;
  /** True for the map link: opened in a new tab with rel="noopener noreferrer". */
  newTab: boolean;
}

/** The order the page shows them in. */
/** 'tel:' target: spaces, dots, dashes and brackets dropped, a leading + kept ('+84 24 3123 4567' → 'tel:+842431234567'). */
export function telHref(phone: string | null | undefined): string | undefined {
  const value = (phone ?? '').trim();
  if (!value) return undefined;
  const digits = value.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : undefined;
}

/** 'mailto:' target for a plausible address (no spaces, one @ with text on both sides), else undefined. */
export function mailtoHref(email: string | null | undefined): string | undefined {
  const value = (email ?? '').trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(value)) return undefined;
  return `mailto:${value}`;
}

/** Google Maps search for the address (opens in a new tab). */
export function mapsSearchHref(address: string | null | undefined): string | undefined {
  const value = (address ?? '').trim();
  if (!value) return undefined;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(value)}`;
}

/** The three options with their links, in page order, from the site settings (missing settings → no link). */
export function buildContactOptions(settings: ContactSettingsInput | null | undefined): ContactOptionLink[] {
  const phone = (settings?.phone ?? '').trim();
  const email = (settings?.email ?? '').trim();
  const address = (settings?.address ?? '').trim();
  return [
    { id: 'call', value: phone, href: telHref(phone), newTab: false },
    { id: 'email', value: email, href: mailtoHref(email), newTab: false },
    { id: 'address', value: address, href: mapsSearchHref(address), newTab: true },
  ];
}
