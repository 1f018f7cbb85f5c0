/** When the legal pages last changed, as they print it; change it with their text. */
export const LEGAL_UPDATED = '23 de noviembre de 2026';
