import { describe, expect, it } from 'vitest';
import { oneProcessTargetOf } from './one-process-routing';

describe('the one-process server', () => {
  it("sends each service's documentation to that service", () => {
    expect(oneProcessTargetOf('/api/docs')).toBe('pim');
    expect(oneProcessTargetOf('/api/docs/openapi.json')).toBe('pim');
    expect(oneProcessTargetOf('/api/docs/swagger-ui-bundle.js')).toBe('pim');
    expect(oneProcessTargetOf('/api/docs/users')).toBe('users');
    expect(oneProcessTargetOf('/api/docs/users/openapi.json')).toBe('users');
    expect(oneProcessTargetOf('/api/docs/users/reference.js')).toBe('users');
    expect(oneProcessTargetOf('/api/docs/usersx')).toBe('pim');
  });

  it('sends the APIs to their services and the rest to the web', () => {
    expect(oneProcessTargetOf('/api/users/me')).toBe('users');
    expect(oneProcessTargetOf('/api/stores')).toBe('users');
    expect(oneProcessTargetOf('/api/brands')).toBe('pim');
    expect(oneProcessTargetOf('/api/unknown')).toBe('pim');
    expect(oneProcessTargetOf('/storage/uploads/x')).toBe('pim');
    expect(oneProcessTargetOf('/home/brands')).toBe('web');
    expect(oneProcessTargetOf('/apidocs')).toBe('web');
  });
});
