import { DEFAULT_STAFF_EMAIL_DOMAIN, E164_PATTERN, ZPassword, ZUserProfile, isStaffUser } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS, demoUserByUid } from './demo-users';

function userByRole(role: 'staff' | 'customer') {
  const user = DEMO_USERS.find((candidate) => candidate.role === role);
  if (user === undefined) throw new Error(`no demo ${role}`);
  return user;
}

describe('DEMO_USERS', () => {
  it("has two staff members and four customers with fixed uids, the README's first of each role first", () => {
    expect(DEMO_USERS.map((user) => [user.uid, user.role, user.email])).toEqual([
      ['demo-staff-ventas', 'staff', 'ventas@voltia.example'],
      ['demo-staff-ricardo', 'staff', 'ricardo.salinas@voltia.example'],
      ['demo-customer-norte', 'customer', 'cliente@constructora-norte.example'],
      ['demo-customer-bajio', 'customer', 'sofia.ramirez@iebajio.example'],
      ['demo-customer-mendez', 'customer', 'laura.mendez@industrias-mendez.example'],
      ['demo-customer-san-jose', 'customer', 'carlos.ruiz@hospital-sanjose.example'],
    ]);
    expect(userByRole('staff').profile.full_name).toBe('Mariana López Herrera');
    expect(userByRole('customer').profile.full_name).toBe('Jorge Treviño Garza');
    expect(new Set(DEMO_USERS.map((user) => user.email)).size).toBe(DEMO_USERS.length);
  });

  it('makes every staff account pass the staff gate and every customer fail it', () => {
    expect(DEFAULT_STAFF_EMAIL_DOMAIN).toBe('voltia.example');
    for (const user of DEMO_USERS) {
      expect(isStaffUser(user), user.email).toBe(user.role === 'staff');
      expect(user.email.endsWith('@voltia.example'), user.email).toBe(user.role === 'staff');
    }
  });

  it('finds a user by uid and refuses an unknown one', () => {
    expect(demoUserByUid('demo-customer-mendez').profile.full_name).toBe('Laura Méndez Robles');
    expect(() => demoUserByUid('nadie')).toThrow(/no demo user nadie/);
  });

  it('has verified emails and passwords that meet the registration policy', () => {
    for (const user of DEMO_USERS) {
      expect(user.emailVerified).toBe(true);
      expect(ZPassword.safeParse(user.password).success, user.email).toBe(true);
      expect(user.profile.phone_1, user.email).toMatch(E164_PATTERN);
      expect(user.profile.phone_1.startsWith('+52'), user.email).toBe(true);
    }
  });

  it('has profile-user documents that validate with the domain schema', () => {
    for (const user of DEMO_USERS) {
      const createdAt = new Date(user.profile.created_at);
      expect(createdAt.toISOString()).toBe(user.profile.created_at);
      const profile = ZUserProfile.parse({ ...user.profile, created_at: createdAt });
      expect(profile.user_id).toBe(user.uid);
      expect(profile.email).toBe(user.email);
      expect(profile.full_name).toBe(`${profile.first_name} ${profile.last_name}`);
      expect(user.displayName).toBe(profile.full_name);
    }
  });
});
