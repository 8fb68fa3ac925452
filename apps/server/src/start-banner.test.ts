import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';
import { startBanner } from './start-banner.ts';

describe('start banner', () => {
  it('says a development server is one, where its mail goes, and how to run for real', () => {
    const dev = startBanner(parseConfig({ DEV_MAILBOX: 'on' }));
    expect(dev).toContain('Voyce is running at http://localhost:3000');
    expect(dev).toContain('Development mode');
    expect(dev).toContain('http://localhost:3000/dev/mailbox');
    expect(dev).toContain('NODE_ENV=production');
    const proxied = startBanner(parseConfig({ DEV_MAILBOX: 'on', TRUST_PROXY: 'loopback' }));
    expect(proxied).toContain('without the dev mailbox');
    expect(proxied).not.toContain('/dev/mailbox');
  });

  it('is one line in production', () => {
    const prod = startBanner(parseConfig({ NODE_ENV: 'production', APP_URL: 'https://voyce.example.com' }));
    expect(prod).toBe('Voyce is running at https://voyce.example.com');
  });
});
