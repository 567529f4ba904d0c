import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken, DEMO_USERS } from './auth';

// Journeys that save through the admin screens change data every other journey shares. Each
// takes a copy first and puts it back afterwards, also after a failed attempt, so that a retry
// (and every later journey) starts from the demo data.

type Restore = () => Promise<void>;

export async function adminHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiToken(request, DEMO_USERS.admin.email)}` };
}

/** A plan as it is now; the returned function saves it back (the API ignores id, slug, currency). */
export async function keepPlan(request: APIRequestContext, slug: string): Promise<Restore> {
  const res = await request.get('/api/plans');
  expect(res.status()).toBe(200);
  const plan = ((await res.json()) as { plans: { id: string; slug: string }[] }).plans.find(
    (p) => p.slug === slug,
  );
  expect(plan, `plan ${slug}`).toBeDefined();
  return async () => {
    const put = await request.put(`/api/admin/plans/${plan!.id}`, {
      headers: await adminHeaders(request),
      data: plan,
    });
    expect(put.status(), await put.text()).toBe(200);
  };
}

/** A city's guide and marinas as they are now; the returned function saves them back. */
export async function keepCity(request: APIRequestContext, slug: string): Promise<Restore> {
  const headers = await adminHeaders(request);
  const res = await request.get('/api/admin/cities', { headers });
  expect(res.status()).toBe(200);
  const city = ((await res.json()) as { cities: { slug: string }[] }).cities.find(
    (c) => c.slug === slug,
  );
  expect(city, `city ${slug}`).toBeDefined();
  return async () => {
    const put = await request.put(`/api/admin/cities/${slug}`, {
      headers: await adminHeaders(request),
      data: city,
    });
    expect(put.status(), await put.text()).toBe(200);
  };
}

/** Puts a community's description back as it was when the journey began. */
export async function keepCommunity(request: APIRequestContext, slug: string): Promise<Restore> {
  const headers = await adminHeaders(request);
  const res = await request.get('/api/admin/communities', { headers });
  expect(res.status()).toBe(200);
  const community = (
    (await res.json()) as { communities: { slug: string; description: unknown }[] }
  ).communities.find((c) => c.slug === slug);
  expect(community, `community ${slug}`).toBeDefined();
  return async () => {
    const put = await request.put(`/api/admin/communities/${slug}`, {
      headers: await adminHeaders(request),
      data: { description: community!.description },
    });
    expect(put.status(), await put.text()).toBe(200);
  };
}

/** Removes team members a journey adds, left behind by an attempt that failed half-way. */
export async function removeTeamMembers(request: APIRequestContext, name: string): Promise<void> {
  const headers = await adminHeaders(request);
  const res = await request.get('/api/admin/team', { headers });
  expect(res.status()).toBe(200);
  const { members } = (await res.json()) as { members: { id: string; name: string }[] };
  for (const member of members.filter((m) => m.name === name)) {
    const gone = await request.delete(`/api/admin/team/${member.id}`, { headers });
    expect(gone.status()).toBe(204);
  }
}
