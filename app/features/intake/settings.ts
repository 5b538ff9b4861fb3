/**
 * Applications are "closing soon" once the deadline is this many days away or fewer: the calls to
 * action then count the days left.
 */
export const CLOSING_SOON_DAYS = 7;

/** How long the "applications open" event lasts in a visitor's calendar (the .ics file). */
export const CALENDAR_EVENT_MINUTES = 30;
