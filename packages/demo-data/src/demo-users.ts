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

const STAFF_PASSWORD = 'Voltia-Demo-2026';
const CUSTOMER_PASSWORD = 'Cliente-Demo-2026';

/** Staff first, then customers: the first of each role is the one the README and the journeys name. */
export const DEMO_USERS: readonly TDemoUser[] = [
  demoUser({
    uid: 'demo-staff-ventas',
    email: 'ventas@voltia.example',
    password: STAFF_PASSWORD,
    role: 'staff',
    first_name: 'Mariana',
    last_name: 'López Herrera',
    phone_1: '+528180001001',
    created_at: '2026-01-05T15:00:00.000Z',
  }),
  demoUser({
    uid: 'demo-staff-ricardo',
    email: 'ricardo.salinas@voltia.example',
    password: STAFF_PASSWORD,
    role: 'staff',
    first_name: 'Ricardo',
    last_name: 'Salinas Vega',
    phone_1: '+528180001002',
    created_at: '2026-01-05T15:10:00.000Z',
  }),
  demoUser({
    uid: 'demo-customer-norte',
    email: 'cliente@constructora-norte.example',
    password: CUSTOMER_PASSWORD,
    role: 'customer',
    first_name: 'Jorge',
    last_name: 'Treviño Garza',
    phone_1: '+528180002002',
    created_at: '2026-01-12T16:30:00.000Z',
  }),
  demoUser({
    uid: 'demo-customer-bajio',
    email: 'sofia.ramirez@iebajio.example',
    password: CUSTOMER_PASSWORD,
    role: 'customer',
    first_name: 'Sofía',
    last_name: 'Ramírez Ortega',
    phone_1: '+524777003003',
    created_at: '2026-02-03T17:45:00.000Z',
  }),
  demoUser({
    uid: 'demo-customer-mendez',
    email: 'laura.mendez@industrias-mendez.example',
    password: CUSTOMER_PASSWORD,
    role: 'customer',
    first_name: 'Laura',
    last_name: 'Méndez Robles',
    phone_1: '+523336004004',
    created_at: '2026-02-18T14:20:00.000Z',
  }),
  demoUser({
    uid: 'demo-customer-san-jose',
    email: 'carlos.ruiz@hospital-sanjose.example',
    password: CUSTOMER_PASSWORD,
    role: 'customer',
    first_name: 'Carlos',
    last_name: 'Ruiz Peña',
    phone_1: '+528180005005',
    created_at: '2026-03-09T16:00:00.000Z',
  }),
];

/** The demo user with this uid; throws on a uid the demo data does not have (a typo in a scenario). */
export function demoUserByUid(uid: string): TDemoUser {
  const user = DEMO_USERS.find((candidate) => candidate.uid === uid);
  if (user === undefined) throw new Error(`no demo user ${uid}`);
  return user;
}
