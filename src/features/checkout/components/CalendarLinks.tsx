/** 'Add to calendar': the trip as an .ics file and as a Google Calendar event (success screen, manage my booking). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EventIcon from '@mui/icons-material/EventOutlined';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/api/config';
import { googleCalendarUrl, icsDataUrl, icsFile, type CalendarTrip } from '@/domain/checkout/calendar';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/lib/paths';

/** The trip booked, for 'Add to calendar'. */
export interface BookedTrip {
  title: string;
  slug: string;
  startDate: string;
  endDate: string;
  /** The meeting point (start location), when known. */
  location: string | null;
}

/** The booked trip as a calendar event: its days, the reference and the tour page's address. */
function calendarTrip(trip: BookedTrip, lang: Lang, reference: string, description: string): CalendarTrip {
  const origin = appConfig.siteUrl || (typeof window === 'undefined' ? '' : window.location.origin);
  return {
    title: trip.title,
    startDate: trip.startDate,
    endDate: trip.endDate,
    location: trip.location,
    description,
    url: `${origin}${paths.tour(lang, trip.slug)}`,
    uid: `${reference}@vivu-travel`,
  };
}

export interface CalendarLinksProps {
  trip: BookedTrip;
  lang: Lang;
  reference: string;
  /** The event's description, in the page's language. */
  description: string;
}

/** Nothing when the trip's days cannot be read. */
export function CalendarLinks({ trip, lang, reference, description }: CalendarLinksProps) {
  const { t } = useTranslation('checkout');
  const event = calendarTrip(trip, lang, reference, description);
  const ics = icsFile(event);
  const google = googleCalendarUrl(event);
  if (!ics || !google) return null;
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
        {t('success.calendarTitle')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<EventIcon aria-hidden="true" />}
          href={icsDataUrl(ics)}
          download={`${reference || 'trip'}.ics`}
        >
          {t('success.calendarIcs')}
        </Button>
        <Button variant="outlined" size="small" href={google} target="_blank" rel="noopener noreferrer">
          {t('success.calendarGoogle')}
        </Button>
      </Box>
    </>
  );
}
