'use client';

import { AppDialog, DialogClose } from '@/shared/ui/dialog';
import { useState, type FormEvent } from 'react';
import { toast } from '@/shared/browser/toasts';
import { isCustomerList, toAppError, validateQuoteAlias, type TCartLine, type TLoginUser } from '@voltia/domain';
import { addLineToQuote, getCartStore } from '@/shared/cart/cart-client';
import { chooseCart, useActiveCartId } from '@/shared/cart/active-cart';
import { loadQuotesBackend, useCustomerDrafts } from '@/store/quotes/use-quotes';
import { ShowMoreButton, useKeptWhileGrowing, useNewestCount } from '@/store/account/newest-window';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/shared/ui/text-field';

/**
 * "Agregar a lista": the customer's lists (draft quotes other than buy-now),
 * adding the product to one, creating a new one, and choosing which list is the active cart.
 */
export function ListsDialog({
  user,
  line,
  open,
  onOpenChange,
}: {
  user: TLoginUser;
  line: TCartLine;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Agregar a lista"
      description={
        <>
          {line.sku_description} · {line.quantity} {line.quantity === 1 ? 'unidad' : 'unidades'}
        </>
      }
    >
      <ListsDialogBody user={user} line={line} onAdded={() => onOpenChange(false)} />
    </AppDialog>
  );
}

/** The dialog's content, mounted while it is open: each opening reads the lists afresh. */
function ListsDialogBody({ user, line, onAdded }: { user: TLoginUser; line: TCartLine; onAdded: () => void }) {
  // The customer's drafts, newest first, a hundred at a time ("Ver más listas"): the lists among them.
  const [shown, showMore] = useNewestCount();
  const { live: drafts, growing } = useKeptWhileGrowing(useCustomerDrafts(user.id, shown), user.id);
  const active = useActiveCartId();
  const [busy, setBusy] = useState<string | null>(null);
  const [aliasError, setAliasError] = useState<string | null>(null);

  const lists = drafts.status === 'ready' ? drafts.value.items.filter(isCustomerList) : [];
  const more = drafts.status === 'ready' && drafts.value.more;

  const addTo = async (listId: string, alias: string) => {
    setBusy(listId);
    try {
      if (listId === active) {
        // The active cart goes through its store, so the badge and the cart page show it at once.
        if (!(await (await getCartStore('cart')).add(line))) return;
      } else {
        await addLineToQuote(listId, line);
      }
      toast.success(`Producto agregado a «${alias}».`);
      onAdded();
    } catch (error) {
      toast.error(toAppError(error, 'lists/add-failed').userMessage);
    } finally {
      setBusy(null);
    }
  };

  const makeActive = async (listId: string) => {
    await chooseCart(listId);
    toast.success('Cambiaste tu carrito activo.');
  };

  const create = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const alias = validateQuoteAlias(String(new FormData(form).get('alias') ?? ''));
    if (!alias.ok) return setAliasError(alias.error.userMessage);
    setAliasError(null);
    setBusy('new');
    try {
      const backend = await loadQuotesBackend();
      const listId = await backend.createList(backend.getDb(), {
        ownerUid: user.id,
        customerName: user.full_name || null,
        alias: alias.value,
      });
      form.reset();
      await addTo(listId, alias.value);
    } catch (error) {
      toast.error(toAppError(error, 'lists/create-failed').userMessage);
      setBusy(null);
    }
  };

  return (
    <>
      {drafts.status === 'loading' ? <p role="status">Cargando tus listas…</p> : null}
      {drafts.status === 'error' ? (
        <p role="alert" className="text-red-700">
          {drafts.error.userMessage}
        </p>
      ) : null}
      {drafts.status === 'ready' && lists.length === 0 && !more ? (
        <p className="mb-4 text-sm text-slate-600">Aún no tienes listas. Crea la primera.</p>
      ) : null}
      {lists.length > 0 ? (
        <ul className="mb-5 divide-y divide-slate-200 rounded-button border border-slate-200" aria-label="Mis listas">
          {lists.map((list) => (
            <li key={list.id} className="flex flex-wrap items-center justify-between gap-2 p-3" data-testid="list-item">
              <span className="font-semibold text-slate-900">
                {list.alias}
                {list.id === active ? (
                  <span className="ml-2 rounded-full bg-primary-light px-2 py-0.5 text-xs text-primary">
                    Carrito activo
                  </span>
                ) : null}
              </span>
              <span className="flex gap-2">
                {list.id === active ? null : (
                  <button
                    type="button"
                    className={`${secondaryButtonClass} min-h-11 px-3 py-1 text-sm`}
                    onClick={() => void makeActive(list.id)}
                  >
                    Usar como carrito
                  </button>
                )}
                <button
                  type="button"
                  className={`${primaryButtonClass} min-h-11 px-3 py-1 text-sm`}
                  disabled={busy !== null}
                  aria-label={`Agregar a ${list.alias}`}
                  onClick={() => void addTo(list.id, list.alias)}
                >
                  Agregar
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {more || growing ? (
        <div className="mb-5 flex flex-col">
          <ShowMoreButton more={more} growing={growing} onClick={showMore}>
            Ver más listas
          </ShowMoreButton>
        </div>
      ) : null}
      <form onSubmit={(event) => void create(event)} className="flex flex-col gap-2" noValidate>
        <label htmlFor="new-list" className="text-sm font-semibold text-slate-800">
          Nueva lista
        </label>
        <div className="flex gap-2">
          <input
            id="new-list"
            name="alias"
            className={inputClass}
            placeholder="Por ejemplo: Obra Monterrey"
            aria-invalid={aliasError ? true : undefined}
            aria-describedby={aliasError ? 'new-list-error' : undefined}
          />
          <button type="submit" className={primaryButtonClass} disabled={busy !== null}>
            Crear y agregar
          </button>
        </div>
        {aliasError ? (
          <p id="new-list-error" role="alert" className="text-sm text-red-700">
            {aliasError}
          </p>
        ) : null}
      </form>
      <DialogClose className={`${secondaryButtonClass} mt-5 w-full`}>Cerrar</DialogClose>
    </>
  );
}
