import { describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_REMOTE_PATTERNS, isDisplayableProductImage } from './product-image-hosts';

describe('PRODUCT_IMAGE_REMOTE_PATTERNS', () => {
  it('allows only https on exact, lower-case host names (no wildcards, no ports)', () => {
    expect(PRODUCT_IMAGE_REMOTE_PATTERNS.length).toBeGreaterThan(0);
    for (const pattern of PRODUCT_IMAGE_REMOTE_PATTERNS) {
      expect(pattern.protocol).toBe('https');
      expect(pattern.hostname).toMatch(/^[a-z0-9]+(?:[.-][a-z0-9]+)*\.[a-z]{2,}$/);
      expect(pattern).not.toHaveProperty('port');
    }
    const hosts = PRODUCT_IMAGE_REMOTE_PATTERNS.map((pattern) => pattern.hostname);
    expect(new Set(hosts).size).toBe(hosts.length);
  });
});

describe('isDisplayableProductImage', () => {
  it('shows the site’s own paths, such as the demo images', () => {
    expect(isDisplayableProductImage('/demo/productos/abb-s201-c10.svg')).toBe(true);
  });

  it('shows https images from an allowed host', () => {
    for (const { hostname } of PRODUCT_IMAGE_REMOTE_PATTERNS) {
      expect(isDisplayableProductImage(`https://${hostname}/voltia/foto.jpg`)).toBe(true);
    }
  });

  it('refuses other hosts, http, other ports, credentials, protocol-relative URLs and nonsense', () => {
    const [allowed] = PRODUCT_IMAGE_REMOTE_PATTERNS;
    for (const src of [
      'https://example.com/foto.jpg',
      `https://${allowed.hostname}.example.com/foto.jpg`,
      `https://evil.${allowed.hostname.replace(/^[^.]+\./, '')}/foto.jpg`,
      `http://${allowed.hostname}/foto.jpg`,
      `https://${allowed.hostname}:8443/foto.jpg`,
      `https://user:pass@${allowed.hostname}/foto.jpg`,
      `//${allowed.hostname}/foto.jpg`,
      '/\\example.com/foto.jpg',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      'foto.jpg',
      '',
    ]) {
      expect(isDisplayableProductImage(src), src).toBe(false);
    }
  });
});
