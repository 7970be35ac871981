/**
 * "Add to calendar" for a booked trip (beyond the spec): an iCalendar file (RFC 5545) and a Google Calendar link.
 * The trip is one all-day event from its first day to its last (DATE values carry no time zone, so every calendar
 * shows the trip's own days wherever the traveller is); the end is exclusive, the day after the last day.
 */
import { addDays, formatDay, parseDay } from '../shared/dates';

export interface CalendarTrip {
  /** The trip's name (the event's title). */
  title: string;
  /** First and last day (yyyy-MM-dd). */
  startDate: string;
  endDate: string;
  /** The event's description, already in the page's language (booking reference, the trip's page). */
  description: string;
  /** The meeting point, when known. */
  location?: string | null;
  /** The tour page's absolute URL. */
  url?: string | null;
  /** A unique id for the event (the booking reference). */
  uid: string;
}

/** yyyy-MM-dd → yyyyMMdd, or null when it is not a day. */
function compactDay(value: string): string | null {
  const day = parseDay(value);
  return day ? formatDay(day).replace(/-/g, '') : null;
}

/** The first and the exclusive end day (yyyyMMdd) of the event; null when a day cannot be read. */
export function eventDays(trip: Pick<CalendarTrip, 'startDate' | 'endDate'>): [string, string] | null {
  const start = compactDay(trip.startDate);
  const last = parseDay(trip.endDate) ?? parseDay(trip.startDate);
  if (!start || !last) return null;
  const end = compactDay(formatDay(addDays(last, 1)));
  return end && end > start ? [start, end] : null;
}

/** A text value escaped for iCalendar (backslash, semicolon, comma, line breaks). */
function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A content line folded at 75 octets (UTF-8), continuation lines starting with a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** UTC time stamp as iCalendar writes it: 20261125T223000Z. */
function stamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The .ics file's text (CRLF line ends), or null when the trip's days cannot be read. */
export function icsFile(trip: CalendarTrip, now: Date = new Date()): string | null {
  const days = eventDays(trip);
  if (!days) return null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//ViVu Travel//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${icsText(trip.uid)}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;VALUE=DATE:${days[0]}`,
    `DTEND;VALUE=DATE:${days[1]}`,
    `SUMMARY:${icsText(trip.title)}`,
    `DESCRIPTION:${icsText(trip.description)}`,
    ...(trip.location ? [`LOCATION:${icsText(trip.location)}`] : []),
    ...(trip.url ? [`URL:${trip.url}`] : []),
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The file as a link target a browser downloads (with the anchor's `download` name). */
export function icsDataUrl(ics: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
}

/** Google Calendar's "create event" page with the trip filled in (all-day dates). */
export function googleCalendarUrl(trip: CalendarTrip): string | null {
  const days = eventDays(trip);
  if (!days) return null;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: trip.title,
    dates: `${days[0]}/${days[1]}`,
    details: trip.url ? `${trip.description}\n${trip.url}` : trip.description,
  });
  if (trip.location) params.set('location', trip.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
