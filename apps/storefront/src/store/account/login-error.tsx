import { getErrorEntry, type TErrorCode } from '@voltia/domain';

/** The sign-in state's error, in Spanish from the catalogue, announced to screen readers. */
export function LoginError({ code, testId = 'login-error' }: { code: TErrorCode | null; testId?: string }) {
  if (code === null) return null;
  return (
    <p
      role="alert"
      data-testid={testId}
      data-code={code}
      className="rounded-button border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
    >
      {getErrorEntry(code).message}
    </p>
  );
}
