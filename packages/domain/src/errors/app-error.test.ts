import { describe, expect, it } from 'vitest';
import { AppError, appErrorFromJSON, isAppError } from './app-error';

describe('AppError', () => {
  it('carries the code, the Spanish user message and the English dev message', () => {
    const error = new AppError('cart/create-failed');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AppError');
    expect(error.code).toBe('cart/create-failed');
    expect(error.userMessage).toBe('Ocurrio un error al crear el carrito por primera vez');
    expect(error.message).toBe('Creating the first quote document for the cart failed.');
    expect(error.devMessage).toBe(error.message);
    expect(error.detail).toBeUndefined();
    expect('cause' in error).toBe(false);
  });

  it('keeps the cause and appends the detail to the dev message only', () => {
    const cause = new Error('boom');
    const error = new AppError('cart/read-failed', { cause, detail: 'quote q1' });
    expect(error.cause).toBe(cause);
    expect(error.detail).toBe('quote q1');
    expect(error.message).toBe('Reading the current cart lines failed. (quote q1)');
    expect(error.userMessage).toBe('Error al obtener los productos del carrito actual.');
  });

  it('serialises as its code so it can cross a boundary, and comes back from it', () => {
    const error = new AppError('quote/expired', { cause: new Error('secret internals') });
    const json = JSON.parse(JSON.stringify(error)) as unknown;
    expect(json).toEqual({
      name: 'AppError',
      code: 'quote/expired',
      userMessage: error.userMessage,
      devMessage: error.devMessage,
    });
    expect(JSON.stringify(error)).not.toContain('secret internals');
    const back = appErrorFromJSON(json);
    expect(back).toBeInstanceOf(AppError);
    expect(back?.code).toBe('quote/expired');
  });

  it('names the items it is about in the user message, and carries them across a boundary', () => {
    const error = new AppError('quote/unavailable-products', {
      items: ['Contactor 25 A', 'p-404'],
      detail: 'p-1, p-404',
    });
    expect(error.userMessage).toBe(
      'Estos productos ya no están disponibles: «Contactor 25 A», «p-404». Quítalos de tu carrito para continuar.',
    );
    expect(error.items).toEqual(['Contactor 25 A', 'p-404']);
    const json = JSON.parse(JSON.stringify(error)) as unknown;
    expect(json).toMatchObject({ code: 'quote/unavailable-products', items: ['Contactor 25 A', 'p-404'] });
    const back = appErrorFromJSON(json, 'quotes/submit answered 409');
    expect(back?.userMessage).toBe(error.userMessage);
    expect(back?.detail).toBe('quotes/submit answered 409');
  });

  it('appErrorFromJSON ignores items that are not a list of strings', () => {
    expect(appErrorFromJSON({ code: 'quote/unavailable-products', items: [1, 2] })?.userMessage).toBe(
      'Algunos productos de tu carrito ya no están disponibles. Quítalos de tu carrito para continuar.',
    );
    expect(appErrorFromJSON({ code: 'quote/unavailable-products', items: 'x' })?.items).toBeUndefined();
  });

  it('appErrorFromJSON refuses anything that is not a known code', () => {
    expect(appErrorFromJSON(null)).toBeUndefined();
    expect(appErrorFromJSON('quote/expired')).toBeUndefined();
    expect(appErrorFromJSON({ code: 'nope' })).toBeUndefined();
    expect(appErrorFromJSON({})).toBeUndefined();
  });

  it('isAppError tells AppErrors from other values', () => {
    expect(isAppError(new AppError('unknown'))).toBe(true);
    expect(isAppError(new Error('x'))).toBe(false);
    expect(isAppError({ code: 'unknown', userMessage: 'x' })).toBe(false);
  });
});
