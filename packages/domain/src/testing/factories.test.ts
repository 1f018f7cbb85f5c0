import { describe, expect, it } from 'vitest';
import { ZLoginUser } from '../auth/login-state';
import { ZCartLine } from '../cart/cart-line';
import { ZProduct } from '../catalogue/product';
import { ZUserProfile } from '../profile/user-profile';
import { ZQuoteDocument, quoteInvariantViolations } from '../quote/quote-document';
import { ZQuoteRequestDetails } from '../quote/quote-request-details';
import {
  OWNER_UID,
  T0,
  daysAfter,
  makeCartLine,
  makeLoginUser,
  makeNewProfile,
  makeNewQuote,
  makeProduct,
  makeProfile,
  makeQuote,
  makeRequestDetails,
  makeRequestDetailsInput,
  makeRequestedQuote,
  makeSentQuote,
} from './factories';

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
    expect(ZQuoteDocument.parse(makeRequestedQuote())).toEqual(makeRequestedQuote());
    expect(ZUserProfile.parse(makeNewProfile({ uid: 'uid-x' }))).toEqual(makeNewProfile({ uid: 'uid-x' }));
    expect(ZQuoteRequestDetails.parse(makeRequestDetailsInput())).toEqual(makeRequestDetails());
  });

  it('build with the domain rules: a new quote is anonymous unless named, a requested one is submitted', () => {
    expect(makeNewQuote()).toMatchObject({ owner: OWNER_UID, isAnonymous: true, status: 'draft', created_at: T0 });
    expect(makeNewQuote({ ownerUid: 'uid-x', customerName: 'Eve' })).toMatchObject({
      owner: 'uid-x',
      isAnonymous: false,
      customer: { id: 'uid-x', nameOfClient: 'Eve' },
    });
    expect(makeRequestedQuote('uid-x')).toMatchObject({
      owner: 'uid-x',
      status: 'requested',
      submitted_at: T0,
      request_details: makeRequestDetails(),
    });
    expect(makeCartLine({ product_id: 'p-1', quantity: 3 })).toMatchObject({
      sku: 'SKU-p-1',
      product_id: 'p-1',
      quantity: 3,
    });
  });

  it('daysAfter counts whole days from T0 or a given date', () => {
    expect(daysAfter(2).getTime() - T0.getTime()).toBe(2 * 86_400_000);
    expect(daysAfter(1, daysAfter(1))).toEqual(daysAfter(2));
  });
});
