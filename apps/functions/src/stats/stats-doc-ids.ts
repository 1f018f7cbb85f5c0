// Firestore reserves ids of the form __…__.
const RESERVED_ID = /^__.*__$/;

/** Whether Firestore can name one document by `value` as it is (no "/", not "." or "..", not __…__). */
export function isPlainDocId(value: string): boolean {
  return !value.includes('/') && value !== '.' && value !== '..' && !RESERVED_ID.test(value);
}
