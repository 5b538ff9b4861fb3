/**
 * The programme's dates are Malaysian: its content states them in Malaysia time (UTC+8, no daylight
 * saving) and the site writes them in that time zone whatever the visitor's device says.
 */
export const MALAYSIA_TIME_ZONE = "Asia/Kuala_Lumpur";
export const MALAYSIA_UTC_OFFSET = "+08:00";
