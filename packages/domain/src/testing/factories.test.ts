import { describe, expect, it } from 'vitest';
import { ZLoginUser } from '../auth/login-state';
import { ZCartLine } from '../cart/cart-line';
import { ZProduct } from '../catalogue/product';
import { ZUserProfile } from '../profile/user-profile';
import { ZQuoteDocument, quoteInvariantViolations } from '../quote/quote-document';
import { T0, daysAfter, makeCartLine, makeLoginUser, makeProduct, makeProfile, makeQuote, makeSentQuote } from './factories';

describe('test factories', () => {
  it('produce records that satisfy the schemas, so tests start from valid data', () => {
    expect(ZCartLine.parse(makeCartLine())).toEqual(makeCartLine());
    expect(ZProduct.parse(makeProduct())).toEqual(makeProduct());
    expect(ZQuoteDocument.parse(makeQuote())).toEqual(makeQuote());
    expect(ZQuoteDocument.parse(makeSentQuote())).toEqual(makeSentQuote());
    expect(ZLoginUser.parse(makeLoginUser())).toEqual(makeLoginUser());
    expect(ZUserProfile.parse(makeProfile())).toEqual(makeProfile());
    expect(quoteInvariantViolations(makeQuote())).toEqual([]);
    expect(quoteInvariantViolations(makeSentQuote())).toEqual([]);
  });

  it('daysAfter counts whole days from T0 or a given date', () => {
    expect(daysAfter(2).getTime() - T0.getTime()).toBe(2 * 86_400_000);
    expect(daysAfter(1, daysAfter(1))).toEqual(daysAfter(2));
  });
});
