import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STAFF_EMAIL_DOMAIN, MAX_LINE_QUANTITY } from '@voltia/domain';

// The rules language cannot import the domain package: this keeps the copies from drifting.
const rules = readFileSync(fileURLToPath(new URL('../../../firestore.rules', import.meta.url)), 'utf8');

describe('firestore.rules agrees with packages/domain', () => {
  it('uses the company staff domain', () => {
    const escaped = DEFAULT_STAFF_EMAIL_DOMAIN.replace(/\./g, '[.]');
    expect(rules).toContain(`'^[^@]+@${escaped}$'`);
  });

  it('uses the maximum line quantity', () => {
    expect(rules).toContain(`value <= ${MAX_LINE_QUANTITY}`);
  });
});
