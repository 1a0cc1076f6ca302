import { afterEach, describe, expect, it, vi } from 'vitest';
import { identifyUser, setAnalyticsClient, track } from '@/lib/analytics';
import { setRuntimeConfig } from '@/lib/runtime-config';
import { testUser as ada, testConfig } from '@/test/fixtures';

const posthog = vi.hoisted(() => ({ init: vi.fn(), capture: vi.fn(), identify: vi.fn(), reset: vi.fn() }));
vi.mock('posthog-js', () => ({ default: posthog }));

describe('analytics', () => {
  afterEach(() => setAnalyticsClient(null));

  it('sends nothing anywhere without a POSTHOG_KEY', async () => {
    setRuntimeConfig(testConfig);
    setAnalyticsClient(null);
    identifyUser(ada);
    track('role_create_prompt_opened');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(posthog.init).not.toHaveBeenCalled();
    expect(posthog.capture).not.toHaveBeenCalled();
  });

  it('starts posthog with the configured key and host, and replays what came before it loaded', async () => {
    setRuntimeConfig({ ...testConfig, posthogKey: 'phc_test', posthogHost: 'https://eu.i.posthog.com' });
    setAnalyticsClient(null);
    identifyUser(ada);
    identifyUser(ada);
    track('role_created', { role_name: 'Buyer', role_description: null, role_type: 'external' });
    await vi.waitFor(() => expect(posthog.capture).toHaveBeenCalled());
    expect(posthog.init).toHaveBeenCalledWith(
      'phc_test',
      expect.objectContaining({ api_host: 'https://eu.i.posthog.com' }),
    );
    expect(posthog.identify).toHaveBeenCalledExactlyOnceWith('u1', {
      email: 'ada@lineup.local',
      name: 'Ada Lovelace',
      internal: true,
    });
    expect(posthog.capture).toHaveBeenCalledWith('role_created', {
      role_name: 'Buyer',
      role_description: null,
      role_type: 'external',
    });
  });

  it('can be replaced (tests)', () => {
    const client = { capture: vi.fn(), identify: vi.fn(), reset: vi.fn() };
    setAnalyticsClient(client);
    track('role_create_prompt_opened');
    identifyUser(ada);
    expect(client.capture).toHaveBeenCalledWith('role_create_prompt_opened', undefined);
    expect(client.identify).toHaveBeenCalledWith('u1', expect.objectContaining({ email: 'ada@lineup.local' }));
  });
});
