import { formatPhoneMx, type TSupplier, type TSupplierFieldsInput } from '@voltia/domain';

/** The editor's values as typed (the delivery days as text), so nothing typed is lost to a parse. */
export type TSupplierDraft = {
  readonly name: string;
  readonly tax_id: string;
  readonly contact_name: string;
  readonly email: string;
  readonly phone: string;
  readonly city: string;
  readonly brand_ids: readonly string[];
  readonly category_ids: readonly string[];
  readonly lead_time_days: string;
  readonly payment_terms: string;
  readonly notes: string;
  readonly active: boolean;
};

export const EMPTY_SUPPLIER_DRAFT: TSupplierDraft = {
  name: '',
  tax_id: '',
  contact_name: '',
  email: '',
  phone: '+52 ',
  city: '',
  brand_ids: [],
  category_ids: [],
  lead_time_days: '',
  payment_terms: '',
  notes: '',
  active: true,
};

/** The editor's values of a stored supplier (a new one: empty, active). */
export function draftOf(supplier: TSupplier | null): TSupplierDraft {
  if (supplier === null) return EMPTY_SUPPLIER_DRAFT;
  const { id: _id, updated_at: _updatedAt, ...fields } = supplier;
  return { ...fields, phone: formatPhoneMx(supplier.phone), lead_time_days: String(supplier.lead_time_days) };
}

/** What the domain schema validates and the function receives: the days as a number (NaN when not one, refused in Spanish). */
export function inputOf(draft: TSupplierDraft): TSupplierFieldsInput {
  const days = draft.lead_time_days.trim();
  return {
    ...draft,
    brand_ids: [...draft.brand_ids],
    category_ids: [...draft.category_ids],
    lead_time_days: days === '' ? Number.NaN : Number(days),
  };
}

/** A checkbox group's ids after one box changed, in the order of `all` (ids not offered are kept). */
export function toggledIds(current: readonly string[], id: string, checked: boolean): string[] {
  const without = current.filter((existing) => existing !== id);
  return checked ? [...without, id] : without;
}
