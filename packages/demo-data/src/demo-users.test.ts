import { DEFAULT_STAFF_EMAIL_DOMAIN, ZPassword, ZUserProfile, isStaffUser } from '@voltia/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from './demo-users';

function userByRole(role: 'staff' | 'customer') {
  const user = DEMO_USERS.find((candidate) => candidate.role === role);
  if (user === undefined) throw new Error(`no demo ${role}`);
  return user;
}

describe('DEMO_USERS', () => {
  it('has the staff and customer demo accounts with fixed uids', () => {
    expect(DEMO_USERS.map((user) => [user.uid, user.email])).toEqual([
      ['demo-staff-ventas', 'ventas@voltia.example'],
      ['demo-customer-norte', 'cliente@constructora-norte.example'],
    ]);
  });

  it('makes the staff account pass the staff gate and the customer fail it', () => {
    const staff = userByRole('staff');
    const customer = userByRole('customer');
    expect(staff.email.endsWith('@voltia.example')).toBe(true);
    expect(DEFAULT_STAFF_EMAIL_DOMAIN).toBe('voltia.example');
    expect(isStaffUser(staff)).toBe(true);
    expect(isStaffUser(customer)).toBe(false);
  });

  it('has verified emails and passwords that meet the registration policy', () => {
    for (const user of DEMO_USERS) {
      expect(user.emailVerified).toBe(true);
      expect(ZPassword.safeParse(user.password).success, user.email).toBe(true);
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
