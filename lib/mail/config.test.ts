import { describe, expect, it } from 'vitest';
import { getMailConfig } from '@/lib/mail/config';
import { DEFAULT_GMAIL_API_URL } from '@/lib/mail/gmail';
import { site } from '@/lib/site';

describe('getMailConfig', () => {
  it('defaults to the site address and Google', () => {
    expect(getMailConfig({})).toEqual({ contactTo: site.contactEmail, gmailApiUrl: DEFAULT_GMAIL_API_URL });
    expect(getMailConfig({ CONTACT_TO: '  ', GMAIL_API_URL: '' })).toEqual({
      contactTo: site.contactEmail,
      gmailApiUrl: DEFAULT_GMAIL_API_URL,
    });
  });

  it('reads and trims both values', () => {
    expect(getMailConfig({ CONTACT_TO: ' Admin@Lomba.test ', GMAIL_API_URL: ' http://127.0.0.1:4000/ ' })).toEqual({
      contactTo: 'admin@lomba.test',
      gmailApiUrl: 'http://127.0.0.1:4000/',
    });
  });

  it('names a bad value', () => {
    expect(() => getMailConfig({ CONTACT_TO: 'bukan-email' })).toThrow(/CONTACT_TO harus berupa alamat email/);
    expect(() => getMailConfig({ GMAIL_API_URL: 'ftp://x' })).toThrow(/GMAIL_API_URL/);
    expect(() => getMailConfig({ GMAIL_API_URL: 'tidak ada' })).toThrow(/GMAIL_API_URL/);
  });
});
