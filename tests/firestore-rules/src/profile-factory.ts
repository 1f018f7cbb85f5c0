import { serverTimestamp } from 'firebase/firestore';
import { makeNewProfile } from '@voltia/domain/testing';

/**
 * A new profile as the storefront writes it: the domain's buildUserProfile (through the domain
 * factory) for the actor `uid`, whose token email actors.ts sets to `${uid}@cliente.example`, with
 * created_at left to the server.
 */
export function newProfileDoc(uid: string, overrides: Record<string, unknown> = {}) {
  return { ...makeNewProfile({ uid, email: `${uid}@cliente.example` }), created_at: serverTimestamp(), ...overrides };
}
