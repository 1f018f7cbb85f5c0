// The checks the Firebase client configuration is read with (env.ts, functions-env.ts), by hand:
// no schema library, so a page that only needs the functions URL loads a few hundred bytes.

export type TRawEnv = Record<string, string | undefined>;

/** A variable's value, or its reason to be refused. */
export type TCheck = { readonly value: string } | { readonly issue: string };

const blankToUndefined = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v);

export function text(raw: string): TCheck {
  return { value: raw.trim() };
}

/** An http(s) origin, without trailing slashes. */
export function origin(raw: string): TCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { issue: 'not a URL' };
  }
  return /^https?:$/.test(url.protocol) ? { value: raw.replace(/\/+$/, '') } : { issue: 'not an http(s) URL' };
}

export function trueOrFalse(raw: string): TCheck {
  return raw === 'true' || raw === 'false' ? { value: raw } : { issue: "'true' or 'false'" };
}

export type TEnvReader = {
  /** The checked value of a variable; undefined when blank, unset or refused (then an issue is kept). */
  read(name: string, value: string | undefined, check: (raw: string) => TCheck): string | undefined;
  /** Throws a readable error naming every refused variable, if any. */
  done(): void;
};

export function envReader(): TEnvReader {
  const issues: string[] = [];
  return {
    read(name, value, check) {
      const given = blankToUndefined(value);
      if (given === undefined) return undefined;
      const checked = check(given);
      if ('issue' in checked) {
        issues.push(`${name}: ${checked.issue}`);
        return undefined;
      }
      return checked.value;
    },
    done() {
      if (issues.length > 0) throw new Error(`Invalid Firebase configuration (${issues.join('; ')})`);
    },
  };
}
