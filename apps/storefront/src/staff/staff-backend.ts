// The back-office's one door to the Firebase SDK: the staff entry of @voltia/firebase-client (the
// session, the inbox, the desk), the shared quote listeners and actions, Firestore and Auth. Staff
// pages load it at once (the back-office is not the store's first impression); only staff code
// imports this module.
export const loadStaffBackend = () =>
  Promise.all([
    import('@voltia/firebase-client/staff'),
    import('@voltia/firebase-client/quotes'),
    import('@voltia/firebase-client/firestore'),
    import('@voltia/firebase-client/auth'),
  ]).then(([staff, quotes, firestore, auth]) => ({
    ...staff,
    ...quotes,
    getDb: firestore.getDb,
    authReady: auth.authReady,
  }));

export type TStaffBackend = Awaited<ReturnType<typeof loadStaffBackend>>;

/** The staff backend once Auth has restored the session (the rules read who asks). */
export const signedInStaffBackend = () =>
  loadStaffBackend().then(async (backend) => {
    await backend.authReady();
    return backend;
  });
