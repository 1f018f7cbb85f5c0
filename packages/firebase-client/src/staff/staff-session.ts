import { onIdTokenChanged } from 'firebase/auth';
import { isStaffUser, staffDisplayName } from '@voltia/domain';
import { getFirebaseAuth } from '../auth';
import { firebaseClientEnv } from '../env';

/**
 * Who is at the back-office, as the ID token says (the same claims the rules and the functions
 * check): loading, nobody, someone who is not staff, or a verified company address.
 */
export type TStaffSession =
  | { readonly status: 'loading' }
  | { readonly status: 'signed-out' }
  | { readonly status: 'not-staff' }
  | { readonly status: 'staff'; readonly uid: string; readonly name: string; readonly email: string };

/** Follows the session from the ID token's claims (a verification shows up once the token refreshes). Returns the unsubscribe. */
export function watchStaffSession(onChange: (session: TStaffSession) => void): () => void {
  const auth = getFirebaseAuth();
  let latest = 0;
  return onIdTokenChanged(auth, (user) => {
    const call = ++latest;
    if (user === null || user.isAnonymous) {
      onChange({ status: 'signed-out' });
      return;
    }
    void user.getIdTokenResult().then(
      ({ claims }) => {
        if (call !== latest) return;
        const email = typeof claims.email === 'string' ? claims.email : null;
        const staff = isStaffUser(
          { email, emailVerified: claims.email_verified === true },
          firebaseClientEnv().staffEmailDomain,
        );
        onChange(
          staff && email !== null
            ? { status: 'staff', uid: user.uid, name: staffDisplayName(user.displayName, email), email }
            : { status: 'not-staff' },
        );
      },
      () => {
        if (call === latest) onChange({ status: 'not-staff' });
      },
    );
  });
}
