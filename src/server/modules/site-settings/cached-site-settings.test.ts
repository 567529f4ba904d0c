import { describe, expect, it } from 'vitest';
import { useTwoInstances } from '../../../../tests/support/two-instances';

// Each instance keeps the settings in memory (every public page reads them); an admin's change
// through one drops them on both, through the bus that carries notifications. On PGlite the second
// "instance" shares the first one's database, and so its kept copy.
const instances = useTwoInstances();

const phoneOn = async (server: typeof instances.first) =>
  (await server.request('GET', '/api/site-settings')).body.phone as string;

describe('site settings kept by each instance', () => {
  it("an admin's change through one instance is what the other answers next", async () => {
    const before = await phoneOn(instances.second); // read, and so kept, by the second
    const admin = await instances.first.signIn('admin@example.com');
    const changed = await instances.first.request('PATCH', '/api/admin/site-settings', {
      token: admin,
      body: { phone: '+1 (305) 555-0177' },
    });
    expect(changed.status).toBe(200);
    expect(await phoneOn(instances.first)).toBe('+1 (305) 555-0177');
    // The answer left once the change was heard: the other instance has dropped its copy.
    expect(await phoneOn(instances.second)).toBe('+1 (305) 555-0177');

    await instances.first.request('PATCH', '/api/admin/site-settings', {
      token: admin,
      body: { phone: before },
    });
    expect(await phoneOn(instances.second)).toBe(before);
  });
});
