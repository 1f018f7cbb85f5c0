import { doc, getDoc, onSnapshot, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import {
  AppError,
  ZUserProfile,
  applyProfileUpdate,
  buildUserProfile,
  setVerifiedPhone,
  splitDisplayName,
  unwrapResult,
  type TUserProfile,
} from '@voltia/domain';
import { withDates } from '../firestore-dates';
import { FIRESTORE_PATHS } from '../firestore-paths';
import type { TAuthIdentity } from './auth-service';

const profileRef = (db: Firestore, uid: string) => doc(db, ...FIRESTORE_PATHS.profile(uid));

function parseProfile(data: Record<string, unknown> | undefined): TUserProfile | null {
  if (data === undefined) return null;
  const parsed = ZUserProfile.safeParse(withDates(data));
  if (!parsed.success) throw new AppError('profile/read-failed', { cause: parsed.error });
  return parsed.data;
}

export async function readProfile(db: Firestore, uid: string): Promise<TUserProfile | null> {
  return parseProfile((await getDoc(profileRef(db, uid))).data());
}

export type TProfileNames = { readonly first_name: string; readonly last_name: string };

/**
 * The account's profile, created on first sign-in with the spec's fields: names from the
 * registration form or the provider's display name, email and phone as Auth vouches for them.
 */
export async function ensureProfile(
  db: Firestore,
  identity: TAuthIdentity,
  names?: TProfileNames,
): Promise<TUserProfile> {
  const existing = await readProfile(db, identity.uid);
  if (existing) return existing;
  const { first_name, last_name } = names ?? splitDisplayName(identity.displayName);
  const profile = unwrapResult(
    buildUserProfile({
      uid: identity.uid,
      first_name,
      last_name,
      email: identity.email?.toLowerCase() ?? null,
      phone: identity.phoneNumber,
      urlImage: identity.photoURL,
      now: new Date(),
    }),
  );
  // The rules require the server's clock.
  await setDoc(profileRef(db, identity.uid), { ...profile, created_at: serverTimestamp() });
  return profile;
}

/** Saves what the person edited (names, picture URL); full_name follows. */
export async function updateProfileFields(
  db: Firestore,
  profile: TUserProfile,
  update: unknown,
): Promise<TUserProfile> {
  const next = unwrapResult(applyProfileUpdate(profile, update));
  await updateDoc(profileRef(db, profile.user_id), {
    first_name: next.first_name,
    last_name: next.last_name,
    full_name: next.full_name,
    urlImage: next.urlImage,
  });
  return next;
}

/** phone_1 after a confirmed phone verification; the rules accept only the token's number. */
export async function saveVerifiedPhone(db: Firestore, profile: TUserProfile, phone: string): Promise<TUserProfile> {
  const next = unwrapResult(setVerifiedPhone(profile, phone));
  await updateDoc(profileRef(db, profile.user_id), { phone_1: next.phone_1 });
  return next;
}

export function subscribeProfile(
  db: Firestore,
  uid: string,
  onChange: (profile: TUserProfile | null) => void,
  onError: (error: AppError) => void,
): () => void {
  return onSnapshot(
    profileRef(db, uid),
    (snap) => {
      try {
        onChange(parseProfile(snap.data()));
      } catch (error) {
        onError(error instanceof AppError ? error : new AppError('profile/read-failed', { cause: error }));
      }
    },
    (error) => onError(new AppError('profile/read-failed', { cause: error })),
  );
}
