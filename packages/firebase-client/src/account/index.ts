// Accounts: the auth service, profiles and what follows a sign-in.
export * from './auth-service';
export * from './profile-repository';
export * from './account-service';
export * from './billing-repository';
