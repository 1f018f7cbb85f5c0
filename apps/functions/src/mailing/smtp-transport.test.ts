import { describe, expect, it } from 'vitest';
import { smtpSettings, smtpTransportOptions } from './smtp-transport';

describe('smtpTransportOptions', () => {
  it('speaks TLS from the first byte on 465, with the account', () => {
    expect(
      smtpTransportOptions({ host: 'smtp.example.com', port: 465, user: 'apikey', password: 's3cret' }),
    ).toMatchObject({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      requireTLS: false,
      auth: { user: 'apikey', pass: 's3cret' },
    });
  });

  it('requires STARTTLS on 587, so the password never travels in plain text', () => {
    expect(
      smtpTransportOptions({ host: 'smtp.example.com', port: 587, user: 'apikey', password: 's3cret' }),
    ).toMatchObject({
      secure: false,
      requireTLS: true,
      auth: { user: 'apikey', pass: 's3cret' },
    });
  });

  it('sends to the local sink without an account or TLS', () => {
    const options = smtpTransportOptions({ host: '127.0.0.1', port: 2525 });
    expect(options).toMatchObject({ secure: false, requireTLS: false });
    expect(options).not.toHaveProperty('auth');
  });

  it('refuses an account whose password secret is empty', () => {
    expect(() => smtpTransportOptions({ host: 'smtp.example.com', port: 587, user: 'apikey', password: '' })).toThrow(
      /SMTP_PASSWORD/,
    );
  });
});

describe('smtpSettings', () => {
  it('reads no secret without an account', () => {
    expect(smtpSettings({ smtpHost: '127.0.0.1', smtpPort: 2525, smtpUser: undefined })).toEqual({
      host: '127.0.0.1',
      port: 2525,
    });
  });
});
