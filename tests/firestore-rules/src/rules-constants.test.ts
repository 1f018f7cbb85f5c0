import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  APP_SOURCE_MARKER,
  DEFAULT_STAFF_EMAIL_DOMAIN,
  FIRESTORE_COLLECTIONS,
  MAX_LINE_QUANTITY,
  PROFILE_EDITABLE_FIELDS,
  ZQuoteDocument,
} from '@voltia/domain';

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

  it('requires the app source marker on new profiles', () => {
    expect(rules).toContain(`p.source == '${APP_SOURCE_MARKER}'`);
  });

  it('lets a client edit no profile field the domain does not call editable (plus full_name and the verified phone)', () => {
    const editable = /affectedKeys\(\)\.hasOnly\(\[('first_name'[^\]]*)\]\)/.exec(rules)?.[1];
    const fields = editable?.split(',').map((field) => field.trim().replace(/'/g, '')) ?? [];
    expect(new Set(fields)).toEqual(new Set([...PROFILE_EDITABLE_FIELDS, 'full_name', 'phone_1']));
  });

  it("lets a new quote carry exactly ZQuoteDocument's fields (all of which newQuote writes; so no search_keys)", () => {
    const list = /function quoteKeys\(\) \{\s*return \[([^\]]*)\]/.exec(rules)?.[1];
    const fields = list?.split(',').map((field) => field.trim().replace(/'/g, '')) ?? [];
    expect(new Set(fields)).toEqual(new Set(Object.keys(ZQuoteDocument.shape)));
  });

  it('has a rule for each collection the domain names, except the functions-only counters and mail outbox', () => {
    const { counters, mailOutbox, ...opened } = FIRESTORE_COLLECTIONS;
    for (const name of Object.values(opened)) expect(rules).toContain(`match /${name}/{`);
    for (const name of [counters, mailOutbox]) expect(rules).not.toContain(`match /${name}/`);
  });
});
