import { randomBytes } from 'node:crypto';

// Plain-HTTP helpers for code that talks to a Forja process it did not start in-process
// (the scale-out bench, the Playwright global setup): sign up, create a project.

export async function signUpThroughApi(
  baseUrl: string,
  origin: string,
  name = 'Usuaria de prueba',
): Promise<{ id: string; email: string; cookie: string }> {
  const email = `api-${randomBytes(5).toString('hex')}@example.com`;
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ name, email, password: 'contraseña-segura-1' }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const body = (await res.json()) as { user: { id: string } };
  return { id: body.user.id, email, cookie };
}

export async function createProjectThroughApi(
  baseUrl: string,
  origin: string,
  cookie: string,
  fields: { name: string; description?: string },
): Promise<{ id: string; slug: string }> {
  const slug = `proyecto-${randomBytes(4).toString('hex')}`;
  const res = await fetch(`${baseUrl}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ ...fields, slug }),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { project: { id: string; slug: string } }).project;
}
