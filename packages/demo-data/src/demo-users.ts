import { APP_SOURCE_MARKER, fullNameOf } from '@voltia/domain';

/**
 * Demo accounts for the local Firebase emulators ONLY. The passwords are public on purpose:
 * `seedEmulators` refuses any project that is not a `demo-` project served by the emulators,
 * so these accounts can never exist in a real project.
 */

/**
 * The `profile-user/{uid}` document of a demo user, shaped like the domain's `ZUserProfile` except
 * `created_at`, kept as an ISO string here and written as a Firestore Timestamp by the seeder.
 */
export interface TDemoUserProfile {
  user_id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  /** E.164, as saved after phone verification. */
  phone_1: string;
  urlImage: string | null;
  source: typeof APP_SOURCE_MARKER;
  /** ISO 8601 instant, fixed so the seed is deterministic. */
  created_at: string;
}

export interface TDemoUser {
  uid: string;
  email: string;
  /** Emulator-only demo password. */
  password: string;
  emailVerified: boolean;
  displayName: string;
  /** Staff are recognised by the company email domain (plus a verified email); no custom claims. */
  role: 'staff' | 'customer';
  profile: TDemoUserProfile;
}

function demoUser(input: {
  uid: string;
  email: string;
  password: string;
  role: TDemoUser['role'];
  first_name: string;
  last_name: string;
  phone_1: string;
  created_at: string;
}): TDemoUser {
  const full_name = fullNameOf(input.first_name, input.last_name);
  return {
    uid: input.uid,
    email: input.email,
    password: input.password,
    emailVerified: true,
    displayName: full_name,
    role: input.role,
    profile: {
      user_id: input.uid,
      first_name: input.first_name,
      last_name: input.last_name,
      full_name,
      email: input.email,
      phone_1: input.phone_1,
      urlImage: null,
      source: APP_SOURCE_MARKER,
      created_at: input.created_at,
    },
  };
}

export const DEMO_USERS: readonly TDemoUser[] = [
  demoUser({
    uid: 'demo-staff-ventas',
    email: 'ventas@voltia.example',
    password: 'Voltia-Demo-2026',
    role: 'staff',
    first_name: 'Mariana',
    last_name: 'López Herrera',
    phone_1: '+528180001001',
    created_at: '2026-01-05T15:00:00.000Z',
  }),
  demoUser({
    uid: 'demo-customer-norte',
    email: 'cliente@constructora-norte.example',
    password: 'Cliente-Demo-2026',
    role: 'customer',
    first_name: 'Jorge',
    last_name: 'Treviño Garza',
    phone_1: '+528180002002',
    created_at: '2026-01-12T16:30:00.000Z',
  }),
];
