/** Direct API calls for arranging data before a browser test looks at it. */
export async function logInThroughApi(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/auth`, {
    headers: { Authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` },
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return token;
}

export async function createArea(baseUrl: string, token: string, name: string): Promise<void> {
  const response = await fetch(`${baseUrl}/v1/area`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (response.status !== 201) throw new Error(`creating area ${name} failed: ${response.status}`);
}
