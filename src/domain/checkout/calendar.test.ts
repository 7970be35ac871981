import { eventDays, googleCalendarUrl, icsDataUrl, icsFile, type CalendarTrip } from './calendar';

const trip: CalendarTrip = {
  title: 'Hạ Long Bay Discovery; 3 days, by boat',
  startDate: '2027-02-12',
  endDate: '2027-02-14',
  description: 'Booking reference: BK-2026-000123',
  location: 'Hà Nội, Việt Nam',
  url: 'https://www.vivu-travel.example/en/detail-trip/ha-long-bay-discovery-and-the-lan-ha-bay-by-kayak',
  uid: 'BK-2026-000123',
};

describe('add to calendar', () => {
  it('is one all-day event from the first day to the day after the last', () => {
    expect(eventDays(trip)).toEqual(['20270212', '20270215']);
    // Over a month's and a year's end.
    expect(eventDays({ startDate: '2026-12-30', endDate: '2026-12-31' })).toEqual(['20261230', '20270101']);
    // A one-day trip, and no end day: the first day only.
    expect(eventDays({ startDate: '2027-03-01', endDate: '' })).toEqual(['20270301', '20270302']);
    expect(eventDays({ startDate: 'soon', endDate: '2027-03-01' })).toBeNull();
  });

  it('writes an iCalendar file with the dates, reference, meeting point and page, escaped and folded', () => {
    const ics = icsFile(trip, new Date(Date.UTC(2026, 10, 25, 22, 30, 0)))!;
    const lines = ics.split('\r\n');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:BK-2026-000123',
        'DTSTAMP:20261125T223000Z',
        'DTSTART;VALUE=DATE:20270212',
        'DTEND;VALUE=DATE:20270215',
        'SUMMARY:Hạ Long Bay Discovery\\; 3 days\\, by boat',
        'DESCRIPTION:Booking reference: BK-2026-000123',
        'LOCATION:Hà Nội\\, Việt Nam',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    // The URL line is longer than 75 octets: folded, each piece at most 75 octets, joined it reads the same.
    const urlStart = lines.findIndex((l) => l.startsWith('URL:'));
    expect(lines[urlStart + 1].startsWith(' ')).toBe(true);
    expect(lines.every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(lines[urlStart] + lines[urlStart + 1].slice(1)).toBe(`URL:${trip.url}`);
    expect(icsDataUrl(ics).startsWith('data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR')).toBe(true);
  });

  it('links to Google Calendar with the same all-day dates', () => {
    const url = new URL(googleCalendarUrl(trip)!);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20270212/20270215');
    expect(url.searchParams.get('text')).toBe(trip.title);
    expect(url.searchParams.get('location')).toBe('Hà Nội, Việt Nam');
    expect(url.searchParams.get('details')).toBe(`${trip.description}\n${trip.url}`);
  });
});
