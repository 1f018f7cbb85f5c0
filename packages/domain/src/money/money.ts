import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { err, ok } from '../result/result';
import type { Result } from '../result/result';

// Money is integer cents of Mexican pesos everywhere: stored, sent over HTTP, summed. Only the
// screens, the PDF and the emails turn cents into text, through formatMoney below.

export const CURRENCY = 'MXN' as const;

/** A percentage in basis points: 1600 = 16 %, 10 000 = 100 %. */
export const BASIS_POINTS_PER_UNIT = 10_000;

/** IVA (impuesto al valor agregado) in basis points: 16 %. */
export const IVA_RATE_BP = 1600;

/** The largest unit price staff may type: 10 000 000.00 MXN. */
export const MAX_UNIT_PRICE_CENTS = 1_000_000_000;

export const ZCents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** A unit price: whole cents, above zero, at most MAX_UNIT_PRICE_CENTS. */
export const ZUnitPriceCents = z
  .number({ error: 'El precio debe ser un número.' })
  .int({ error: 'El precio debe estar en centavos enteros.' })
  .min(1, { error: 'El precio debe ser mayor que cero.' })
  .max(MAX_UNIT_PRICE_CENTS, { error: 'El precio no puede ser mayor que $10,000,000.00.' });

/** A discount on a line, in basis points: 0 to 100 %. */
export const ZDiscountBp = z
  .number({ error: 'El descuento debe ser un número.' })
  .int({ error: 'El descuento admite como máximo dos decimales.' })
  .min(0, { error: 'El descuento no puede ser negativo.' })
  .max(BASIS_POINTS_PER_UNIT, { error: 'El descuento no puede ser mayor que 100 %.' });

/**
 * The one rounding rule for money: a non-negative amount `numerator / denominator` of cents rounded
 * to a whole cent, halves up (0.5 ¢ → 1 ¢). BigInt keeps every intermediate product exact.
 */
export function roundHalfUpDiv(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n)
    throw new RangeError('roundHalfUpDiv takes a non-negative numerator and a positive denominator');
  return (2n * numerator + denominator) / (2n * denominator);
}

/** `cents × bp / 10 000`, rounded by the money rule. */
export function applyBasisPoints(cents: number, bp: number): number {
  return Number(roundHalfUpDiv(BigInt(cents) * BigInt(bp), BigInt(BASIS_POINTS_PER_UNIT)));
}

const MONEY_FORMAT = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Cents as Mexican pesos for people: 123456 → "$1,234.56". */
export function formatMoney(cents: number): string {
  // Through BigInt-free string arithmetic: Intl rounds binary fractions, cents / 100 is exact enough
  // for any safe integer of cents only up to 2^53 / 100, so split pesos and cents instead.
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const pesos = Math.trunc(abs / 100);
  const rest = abs % 100;
  const whole = MONEY_FORMAT.format(pesos).replace(/\.00$/, '');
  return `${sign}${whole}.${String(rest).padStart(2, '0')}`;
}

/** Basis points for people: 1250 → "12.5 %", 1600 → "16 %". */
export function formatPercentBp(bp: number): string {
  const text = (bp / 100).toFixed(2).replace(/\.?0+$/, '');
  return `${text} %`;
}

/** Cents as the plain figure a price field shows for editing: 123456 → "1234.56". */
export function centsToInput(cents: number | null): string {
  if (cents === null) return '';
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Basis points as the plain figure a discount field shows: 1250 → "12.5", 0 → "0". */
export function bpToInput(bp: number): string {
  return (bp / 100).toFixed(2).replace(/\.?0+$/, '');
}

// es-MX writes 1,234.56: a comma groups thousands (in threes), a point marks the decimals.
const DECIMAL_INPUT = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;

/** The whole and fraction digits of a typed decimal number, or undefined when it is not one. */
function splitDecimal(text: string): { whole: string; fraction: string } | undefined {
  const match = DECIMAL_INPUT.exec(text);
  if (match === null) return undefined;
  return { whole: (match[1] as string).replaceAll(',', ''), fraction: match[2] ?? '' };
}

/**
 * A price as staff type it ("1234.5", "1,234.50", "$ 1,234.50") → cents. At most two decimals; a
 * comma is a thousands separator, never a decimal one (es-MX).
 */
export function parseMoneyInput(raw: string): Result<number> {
  const text = raw
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/\s*(MXN|mxn)$/, '');
  const parts = splitDecimal(text);
  if (parts === undefined || parts.fraction.length > 2)
    return err(new AppError('money/invalid-price', { detail: raw }));
  const cents = Number(parts.whole) * 100 + Number(parts.fraction.padEnd(2, '0'));
  const checked = ZUnitPriceCents.safeParse(cents);
  return checked.success ? ok(checked.data) : err(new AppError('money/price-out-of-range', { detail: raw }));
}

/** A discount as staff type it ("12.5", "12.5 %", "0") → basis points, 0 to 100 % with two decimals at most. */
export function parsePercentInput(raw: string): Result<number> {
  const text = raw.trim().replace(/\s*%$/, '');
  if (text === '') return ok(0);
  const parts = splitDecimal(text);
  if (parts === undefined || parts.whole.length > 3 || parts.fraction.length > 2)
    return err(new AppError('money/invalid-percent', { detail: raw }));
  const bp = Number(parts.whole) * 100 + Number(parts.fraction.padEnd(2, '0'));
  const checked = ZDiscountBp.safeParse(bp);
  return checked.success ? ok(checked.data) : err(new AppError('money/invalid-percent', { detail: raw }));
}
