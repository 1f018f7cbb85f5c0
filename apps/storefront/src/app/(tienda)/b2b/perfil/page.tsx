import type { Metadata } from 'next';
import { ProfileEditor } from '@/store/account/profile-editor';

export const metadata: Metadata = { title: 'Mi perfil' };

export default function ProfilePage() {
  return (
    <div className="page-container py-8 sm:py-12">
      <h1 className="mb-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">Mi perfil</h1>
      <ProfileEditor />
    </div>
  );
}
