import type { Result } from '@voltia/domain';
import type { THttpErrorCode } from '../http/http-error';
import type { TIdTokenCaller } from '../http/id-token-caller';
import type { THandlerLogger } from '../http/http-types';
import type { TRunSupplierTransaction } from './supplier-transaction';

/** A route's 200 answer: the supplier, and its new updated_at (absent once deleted). */
export type TSupplierAnswer = { readonly id: string; readonly updated_at?: string; readonly deleted?: true };

export type TSupplierRefusal = {
  readonly code: THttpErrorCode;
  readonly detail?: string;
  readonly fields?: readonly string[];
};

export type TSuppliersDeps = {
  readonly allowedOrigins: readonly string[];
  readonly now: () => Date;
  /** Verifies a Firebase ID token; rejects when it is not valid. */
  readonly verifyIdToken: (token: string) => Promise<TIdTokenCaller>;
  readonly runTransaction: TRunSupplierTransaction;
  readonly logger: THandlerLogger;
};

/** One route: a refusal found before the transaction is returned; one found inside is thrown as an AppError. */
export type TSupplierRoute = (
  caller: TIdTokenCaller,
  body: unknown,
  deps: TSuppliersDeps,
) => Promise<Result<TSupplierAnswer, TSupplierRefusal>>;
