import { describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      LOG_LEVEL: 'info',
      CORS_ORIGINS: [],
      SEED_DEMO: true,
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect([config.DATABASE_URL, config.REDIS_URL, config.SMTP_URL]).toEqual([undefined, undefined, undefined]);
    expect(config.DATA_DIR).toBe(path.resolve('./data'));
    expect(config.uploadsDir).toBe(path.join(config.DATA_DIR, 'uploads'));
    expect(config.outboxDir).toBe(path.join(config.DATA_DIR, 'outbox'));
  });

  it('points the default public address at the configured port', () => {
    expect(loadConfig({ PORT: '3100' }).PUBLIC_URL).toBe('http://localhost:3100');
    expect(loadConfig({ PORT: '3100', PUBLIC_URL: 'https://portal.example.iq' }).PUBLIC_URL).toBe(
      'https://portal.example.iq',
    );
  });

  it('sizes the flight search workers by the cores available, or as set', () => {
    expect(loadConfig({}).FLIGHT_SEARCH_WORKERS).toBe(availableParallelism());
    expect(loadConfig({ FLIGHT_SEARCH_WORKERS: 'auto' }).FLIGHT_SEARCH_WORKERS).toBe(availableParallelism());
    expect(loadConfig({ FLIGHT_SEARCH_WORKERS: '0' }).FLIGHT_SEARCH_WORKERS).toBe(0);
    expect(loadConfig({ FLIGHT_SEARCH_WORKERS: '3' }).FLIGHT_SEARCH_WORKERS).toBe(3);
    for (const bad of ['-1', '1.5', 'many', '65'])
      expect(() => loadConfig({ FLIGHT_SEARCH_WORKERS: bad }), bad).toThrow(/FLIGHT_SEARCH_WORKERS/);
  });

  it('resolves a relative DATA_DIR against the folder npm was started from', () => {
    expect(loadConfig({ INIT_CWD: '/srv/app', DATA_DIR: './data' }).DATA_DIR).toBe('/srv/app/data');
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/portal',
      DATABASE_URL: 'postgres://u@db:5432/portal',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://portal.example.iq',
      CORS_ORIGINS: 'https://a.example.iq, https://b.example.iq',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATA_DIR: '/srv/portal',
      DATABASE_URL: 'postgres://u@db:5432/portal',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://portal.example.iq',
      CORS_ORIGINS: ['https://a.example.iq', 'https://b.example.iq'],
      LOG_LEVEL: 'debug',
    });
  });

  it('normalises CORS origins to what browsers send, and refuses origins that are not http(s)', () => {
    expect(
      loadConfig({ CORS_ORIGINS: 'https://x.iq/, HTTPS://Agent.Example.iq:443/path, http://localhost:5173' })
        .CORS_ORIGINS,
    ).toEqual(['https://x.iq', 'https://agent.example.iq', 'http://localhost:5173']);
    for (const bad of ['ftp://x.iq', 'javascript:alert(1)', 'file:///etc', 'x.iq', '*']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    }
  });

  it('stops with a list of every problem', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', CORS_ORIGINS: 'not a url' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'CORS_ORIGINS']) expect(problems).toContain(name);
    }
  });
});
