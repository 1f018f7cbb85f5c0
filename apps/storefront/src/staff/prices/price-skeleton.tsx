import { StaffListSkeleton } from '@/staff/shell/staff-list-skeleton';

/** While the first page loads. */
export function PriceSkeleton() {
  return <StaffListSkeleton label="Cargando precios…" testId="price-loading" />;
}
