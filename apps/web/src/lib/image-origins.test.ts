import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '@/test/fixtures';
import { isImageAllowed } from './image-origins';
import { setRuntimeConfig } from './runtime-config';

describe('isImageAllowed', () => {
  afterEach(() => setRuntimeConfig(testConfig));

  it('allows the SPA origin, data: and blob: URLs', () => {
    setRuntimeConfig({ ...testConfig, imageOrigins: [] });
    expect(isImageAllowed('/images/item-image-placeholder.svg')).toBe(true);
    expect(isImageAllowed(`${window.location.origin}/a.jpg`)).toBe(true);
    expect(isImageAllowed('data:image/png;base64,AAAA')).toBe(true);
    expect(isImageAllowed('blob:http://localhost/1234')).toBe(true);
  });

  it('allows only the configured image origins elsewhere', () => {
    setRuntimeConfig({ ...testConfig, imageOrigins: ['https://cdn.example.com', 'https://*.shoes.test'] });
    expect(isImageAllowed('https://cdn.example.com/crocs/1.jpg')).toBe(true);
    expect(isImageAllowed('https://img.shoes.test/1.jpg')).toBe(true);
    expect(isImageAllowed('https://shoes.test/1.jpg')).toBe(false);
    expect(isImageAllowed('http://cdn.example.com/1.jpg')).toBe(false);
    expect(isImageAllowed('https://images.example.com/1.jpg')).toBe(false);
    expect(isImageAllowed('http://[bad')).toBe(false);
  });
});
