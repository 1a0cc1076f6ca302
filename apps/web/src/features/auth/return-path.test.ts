import { beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnPath, safeReturnPath, takeReturnPath } from '@/features/auth/return-path';

const origin = 'http://localhost:3000';

describe('the page to return to after signing in', () => {
  it.each([
    ['/home/people?search=x', '/home/people?search=x'],
    ['/home', '/home'],
    ['/home/catalogs#top', '/home/catalogs'],
    ['/home/brands/../people?search=a%20b', '/home/people?search=a%20b'],
  ])('keeps the path of this origin under /home: %j', (value, expected) => {
    expect(safeReturnPath(value, origin)).toBe(expected);
  });

  it.each([
    'https://evil.example/home/people',
    'http://localhost:3000/home/people',
    '//evil.example/home',
    '///evil.example/home',
    '/\\evil.example/home',
    '\\\\evil.example/home',
    '/home\\..\\..\\evil',
    'javascript:alert(1)',
    ' /home/people',
    '/home/people\n',
    '/homepage',
    '/auth/start',
    '/home/../auth/start',
    '/',
    '',
    `/home/${'a'.repeat(3000)}`,
    42,
    undefined,
  ])('refuses anything else: %j', (value) => {
    expect(safeReturnPath(value, origin)).toBeUndefined();
  });

  describe('kept for one authorization request', () => {
    beforeEach(() => window.sessionStorage.clear());

    it('is given back once, and only for the state it was kept for', () => {
      rememberReturnPath('state-1', '/home/people?search=x');
      expect(takeReturnPath('state-2')).toBeUndefined();
      expect(takeReturnPath(null)).toBeUndefined();
      expect(takeReturnPath('state-1')).toBe('/home/people?search=x');
      expect(takeReturnPath('state-1')).toBeUndefined();
    });

    it('is replaced by a newer request, and not kept when unsafe', () => {
      rememberReturnPath('state-1', '/home/people');
      rememberReturnPath('state-2', '//evil.example/home');
      expect(takeReturnPath('state-1')).toBeUndefined();
      expect(takeReturnPath('state-2')).toBeUndefined();
    });

    it('is checked again when read: a value planted in storage is not used', () => {
      window.sessionStorage.setItem(
        'lineup.sign-in-return-path',
        JSON.stringify({ state: 's', path: 'https://evil.example/home' }),
      );
      expect(takeReturnPath('s')).toBeUndefined();
    });
  });
});
