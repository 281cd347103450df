const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The callback's answer to an ID token whose email the provider has not verified: such an email
 * is one anybody could have typed, so it signs nobody in and makes no account. The page says what
 * to do: confirm the address with the provider, then sign in again.
 */
export const unverifiedEmailPage = (email: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Confirm your email address · SalesFlow</title>
<style>
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f5f7fb; color: #1f2937; display: grid; place-items: center; min-height: 100vh; margin: 0; padding: 16px; box-sizing: border-box; }
main { background: #fff; border-radius: 12px; box-shadow: 0 4px 24px rgb(0 0 0 / 8%); padding: 32px; max-width: 420px; width: 100%; box-sizing: border-box; text-align: center; overflow-wrap: anywhere; }
h1 { font-size: 1.25rem; margin: 0 0 8px; }
p { color: #4b5563; margin: 0 0 16px; line-height: 1.5; }
a.button { display: inline-block; background: #2563eb; color: #fff; border-radius: 8px; padding: 10px 20px; text-decoration: none; }
a.plain { display: inline-block; margin-top: 16px; color: #2563eb; }
</style>
</head>
<body>
<main>
<h1>Confirm your email address first</h1>
<p>The sign-in service has not confirmed that <strong>${escapeHtml(email)}</strong> is yours, so SalesFlow cannot sign you in with it.</p>
<p>Open the confirmation email the sign-in service sent to that address (or confirm the address from your account there), then sign in again.</p>
<a class="button" href="/api/login">Sign in again</a><br>
<a class="plain" href="/">Back to SalesFlow</a>
</main>
</body>
</html>
`;
