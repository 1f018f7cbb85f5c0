import { serverTimestamp } from 'firebase/firestore';
import { buildUserProfile, unwrapResult } from '@voltia/domain';

/**
 * A new profile as the storefront writes it: the domain's buildUserProfile for the actor `uid`
 * (whose token email actors.ts sets to `${uid}@cliente.example`), created_at left to the server.
 */
export function newProfileDoc(uid: string, overrides: Record<string, unknown> = {}) {
  const profile = unwrapResult(buildUserProfile({ uid, first_name: 'Ana', last_name: 'López', email: `${uid}@cliente.example`, now: new Date() }));
  return { ...profile, created_at: serverTimestamp(), ...overrides };
}
