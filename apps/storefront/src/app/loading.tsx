import { FullScreenLoader } from '@/components/full-screen-loader';

export default function Loading() {
  return <FullScreenLoader />;
}
