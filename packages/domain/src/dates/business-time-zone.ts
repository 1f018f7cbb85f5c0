// The company's calendar: America/Mexico_City, which keeps UTC−6 all year since Mexico dropped
// daylight saving time in 2022. Business days (a quote's validity, its request and send days) are
// counted and written on it, whatever the zone of the browser or server. A fixed offset
// rather than the tz database, so every browser and Node build counts the same day; a test checks
// it against the tz database for the years the product runs.
export const BUSINESS_TIME_ZONE = 'America/Mexico_City';
export const BUSINESS_UTC_OFFSET_MINUTES = -360;
