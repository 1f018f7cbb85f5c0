import type { InputHTMLAttributes } from 'react';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '@voltia/domain/client';

/** A whole-number input within the cart's quantity bounds, with its visible "Cantidad" label; 44 px tall for a thumb. */
export function QuantityInput({
  id,
  labelClassName,
  className,
  ...input
}: { id: string; labelClassName: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'min' | 'max' | 'step' | 'inputMode'
>) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        Cantidad
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={MIN_LINE_QUANTITY}
        max={MAX_LINE_QUANTITY}
        step={1}
        className={`min-h-11 ${className ?? ''}`}
        {...input}
      />
    </>
  );
}
