// Which pages may open tables: exactly the origins the deployment lists
// (ORIGINS=https://play.example.org,…), or, when none are listed, any page
// served from this machine (npm start, the tests). A request without an
// Origin header is no page (a Node client, curl) and is let through.

const LOCAL = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function originAllowed(origin: string | null, allowed: readonly string[] | undefined): boolean {
  if (!origin) return true;
  if (allowed && allowed.length > 0) return allowed.includes(origin);
  return LOCAL.test(origin);
}
