/** How long the "applications open" event lasts in a visitor's calendar (the .ics file). */
export const CALENDAR_EVENT_MINUTES = 30;
