'use client';

import { useState } from 'react';
import { toAppError, type AppError, type TSupplier } from '@voltia/domain';
import { secondaryButtonClass } from '@/shared/ui/text-field';
import { toast } from '@/shared/browser/toasts';
import { loadStaffBackend } from '../staff-backend';

/**
 * Deactivate or reactivate a supplier, and delete it: a deletion is confirmed first, and refused
 * (with the number of products) while products still link the supplier.
 */
export function SupplierDangerZone({
  supplier,
  onActiveChanged,
  onDeleted,
}: {
  supplier: TSupplier;
  onActiveChanged: (active: boolean, updatedAt: string) => void;
  onDeleted: () => void;
}) {
  const [busy, setBusy] = useState<'active' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<AppError | null>(null);

  const toggleActive = async () => {
    if (busy !== null) return;
    setBusy('active');
    setFailure(null);
    try {
      const backend = await loadStaffBackend();
      const answer = await backend.setSupplierActive(supplier.id, !supplier.active);
      onActiveChanged(!supplier.active, answer.updated_at);
      toast.success(supplier.active ? 'Proveedor desactivado.' : 'Proveedor reactivado.');
    } catch (error) {
      setFailure(toAppError(error, 'supplier/save-failed'));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (busy !== null) return;
    setBusy('delete');
    setFailure(null);
    try {
      const backend = await loadStaffBackend();
      await backend.deleteSupplier(supplier.id);
      toast.success('Proveedor eliminado.');
      onDeleted();
    } catch (error) {
      setConfirming(false);
      setFailure(toAppError(error, 'supplier/save-failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-label="Estado del proveedor" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h3 className="text-lg font-bold text-slate-900">Estado</h3>
      <p className="mt-1 text-sm text-slate-600">
        {supplier.active
          ? 'Un proveedor desactivado sigue en sus productos y en el historial, pero deja de usarse para compras nuevas.'
          : 'Este proveedor está desactivado: no se usa para compras nuevas.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          className={`${secondaryButtonClass} aria-busy:opacity-60`}
          aria-busy={busy === 'active' || undefined}
          onClick={() => void toggleActive()}
        >
          {supplier.active ? 'Desactivar proveedor' : 'Reactivar proveedor'}
        </button>
        {confirming ? null : (
          <button
            type="button"
            className={`${secondaryButtonClass} border-red-300 text-red-800 hover:bg-red-50`}
            onClick={() => {
              setFailure(null);
              setConfirming(true);
            }}
          >
            Eliminar proveedor
          </button>
        )}
      </div>
      {confirming ? (
        <div
          role="group"
          aria-label="Confirmar eliminación"
          className="mt-3 rounded-md border border-red-200 bg-red-50 p-3"
        >
          <p className="text-sm text-red-900">¿Eliminar «{supplier.name}»? No se puede deshacer.</p>
          <div className="mt-2 flex flex-wrap gap-3">
            <button
              type="button"
              autoFocus
              className={`${secondaryButtonClass} border-red-400 text-red-800 aria-busy:opacity-60`}
              aria-busy={busy === 'delete' || undefined}
              onClick={() => void remove()}
            >
              Sí, eliminar
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(false)}>
              Cancelar
            </button>
          </div>
        </div>
      ) : null}
      {failure === null ? null : (
        <p
          role="alert"
          className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
          data-testid="supplier-action-error"
        >
          {failure.userMessage}
        </p>
      )}
    </section>
  );
}
