/**
 * The paths of the icons the trip cards' facts draw (./TripCard.tsx's `TripCardFact icon`): a module of their own, so
 * a page loads only the icons its cards use (./plainIconStyles.ts is in every page's shared code).
 */
/** MUI's PlaceOutlined. */
export const PLACE_OUTLINED =
  'M12 12c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m6-1.8C18 6.57 15.35 4 12 4s-6 2.57-6 6.2c0 2.34 1.95 5.44 6 9.14 4.05-3.7 6-6.8 6-9.14M12 2c4.2 0 8 3.22 8 8.2 0 3.32-2.67 7.25-8 11.8-5.33-4.55-8-8.48-8-11.8C4 5.22 7.8 2 12 2';

/** MUI's ScheduleOutlined. */
export const SCHEDULE_OUTLINED =
  'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z';

/** MUI's Schedule: the same clock in two paths (drawn apart, as MUI draws them, for the same pixels). */
export const SCHEDULE = [
  'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
  'M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z',
] as const;

/** MUI's Star. */
export const STAR =
  'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
