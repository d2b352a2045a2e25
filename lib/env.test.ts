import { describe, expect, it } from 'vitest';
import { checkStartupEnv, ConfigError, readDataEnv, readReminderJobMs, readSiteEnv } from './env';

const problemsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ConfigError) return e.problems.map((p) => p.variable);
    throw e;
  }
  return [];
};

describe('site settings', () => {
  it('reads the plain names, falls back to the NEXT_PUBLIC_ ones, then to defaults', () => {
    expect(
      readSiteEnv({ SITE_URL: 'https://a.example/', NEXT_PUBLIC_SITE_URL: 'https://b.example', NEXT_PUBLIC_SITE_NAME: 'Lama' }),
    ).toMatchObject({
      url: 'https://a.example',
      name: 'Lama',
    });
    expect(readSiteEnv({ NEXT_PUBLIC_SITE_URL: 'https://b.example', NEXT_PUBLIC_CONTACT_EMAIL: 'x@b.example' })).toMatchObject({
      url: 'https://b.example',
      contactEmail: 'x@b.example',
    });
    expect(readSiteEnv({})).toEqual({
      url: 'http://localhost:3000',
      name: 'InfoLomba',
      contactEmail: 'halo@infolomba.test',
      instagramUrl: 'https://www.instagram.com/infolomba',
      gaId: null,
    });
  });

  it('loads Google Analytics only in production', () => {
    expect(readSiteEnv({ GA_ID: 'G-ABC1234' }).gaId).toBeNull();
    expect(readSiteEnv({ GA_ID: 'G-ABC1234', NODE_ENV: 'production' }).gaId).toBe('G-ABC1234');
    expect(readSiteEnv({ NEXT_PUBLIC_GA_ID: 'G-ABC1234', NODE_ENV: 'production' }).gaId).toBe('G-ABC1234');
  });

  it('names the variable that is wrong', () => {
    expect(problemsOf(() => readSiteEnv({ SITE_URL: 'lomba.example' }))).toEqual(['SITE_URL']);
    expect(problemsOf(() => readSiteEnv({ NEXT_PUBLIC_CONTACT_EMAIL: 'bukan' }))).toEqual(['NEXT_PUBLIC_CONTACT_EMAIL']);
    expect(problemsOf(() => readSiteEnv({ GA_ID: '<script>' }))).toEqual(['GA_ID']);
  });
});

describe('data settings', () => {
  it('defaults to the local file', () => {
    const env = readDataEnv({});
    expect(env.DATA_SOURCE).toBe('local');
    expect(env.DATA_FILE.endsWith('database/data.json')).toBe(true);
    expect(env.DATA_CACHE_SECONDS).toBe(30);
    expect(env.POSTER_RECHECK_SECONDS).toBe(21_600);
  });

  it('refuses half a GitHub configuration, naming what is missing', () => {
    expect(problemsOf(() => readDataEnv({ DATA_SOURCE: 'github', GITHUB_TOKEN: 't' }))).toEqual(['GITHUB_OWNER', 'GITHUB_REPO']);
    expect(problemsOf(() => readDataEnv({ GITHUB_OWNER: 'o', GITHUB_REPO: 'r' }))).toEqual(['GITHUB_TOKEN']);
    expect(problemsOf(() => readDataEnv({ DATA_SOURCE: 'github', GITHUB_TOKEN: 't', GITHUB_OWNER: 'o', GITHUB_REPO: 'r' }))).toEqual([]);
    expect(problemsOf(() => readDataEnv({ DATA_SOURCE: 'ftp' }))).toEqual(['DATA_SOURCE']);
    expect(problemsOf(() => readDataEnv({ DATA_CACHE_SECONDS: 'lama' }))).toEqual(['DATA_CACHE_SECONDS']);
    expect(problemsOf(() => readDataEnv({ POSTER_RECHECK_SECONDS: '0' }))).toEqual(['POSTER_RECHECK_SECONDS']);
    expect(readDataEnv({ POSTER_RECHECK_SECONDS: '60' }).POSTER_RECHECK_SECONDS).toBe(60);
  });
});

describe('the start-up check', () => {
  it('needs NEXTAUTH_SECRET in production only', () => {
    expect(problemsOf(() => checkStartupEnv({ NODE_ENV: 'production' }))).toEqual(['NEXTAUTH_SECRET']);
    expect(problemsOf(() => checkStartupEnv({ NODE_ENV: 'production', NEXTAUTH_SECRET: ' ' }))).toEqual(['NEXTAUTH_SECRET']);
    expect(problemsOf(() => checkStartupEnv({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('lists every problem of every group in one message, one line per variable', () => {
    let message = '';
    try {
      checkStartupEnv({ NODE_ENV: 'production', SITE_URL: 'x', GITHUB_TOKEN: 't', CONTACT_TO: 'y', GEMINI_API_URL: 'z' });
    } catch (e) {
      message = (e as Error).message;
    }
    const lines = message.split('\n');
    expect(lines[0]).toBe('Konfigurasi lingkungan tidak valid:');
    expect(lines.slice(1).map((l) => l.split(' ')[1])).toEqual([
      'SITE_URL',
      'GITHUB_OWNER',
      'GITHUB_REPO',
      'CONTACT_TO',
      'GEMINI_API_URL',
      'NEXTAUTH_SECRET',
    ]);
    for (const line of lines.slice(1)) expect(line).toMatch(/^- [A-Z_]+ \S/);
  });
});

describe('reminder job period', () => {
  it('is 5 minutes unless REMINDER_JOB_SECONDS says otherwise, and a bad value stops the start', () => {
    expect(readReminderJobMs({})).toBe(300_000);
    expect(readReminderJobMs({ REMINDER_JOB_SECONDS: '3' })).toBe(3000);
    expect(problemsOf(() => checkStartupEnv({ REMINDER_JOB_SECONDS: '0' }))).toEqual(['REMINDER_JOB_SECONDS']);
    expect(problemsOf(() => checkStartupEnv({ REMINDER_JOB_SECONDS: '1.5' }))).toEqual(['REMINDER_JOB_SECONDS']);
  });
});
