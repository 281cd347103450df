/**
 * Shown instead of signing out when the sign-out link came from another site: a link on any page
 * of the web could otherwise sign our users out. The button is a same-origin GET of the same
 * URL, so the browser says `Sec-Fetch-Site: same-origin` and the sign-out goes ahead.
 */
export const LOGOUT_CONFIRM_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Log out of SalesFlow?</title>
<style>
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f5f7fb; color: #1f2937; display: grid; place-items: center; min-height: 100vh; margin: 0; }
main { background: #fff; border-radius: 12px; box-shadow: 0 4px 24px rgb(0 0 0 / 8%); padding: 32px; max-width: 380px; text-align: center; }
h1 { font-size: 1.25rem; margin: 0 0 8px; }
p { color: #6b7280; margin: 0 0 24px; }
button { background: #2563eb; color: #fff; border: 0; border-radius: 8px; padding: 10px 20px; font-size: 1rem; cursor: pointer; }
a { display: inline-block; margin-top: 16px; color: #2563eb; }
</style>
</head>
<body>
<main>
<h1>Log out of SalesFlow?</h1>
<p>A link from another site asked to sign you out. You are still signed in.</p>
<form method="get" action="/api/logout"><button type="submit">Log out</button></form>
<a href="/app">Stay signed in</a>
</main>
</body>
</html>
`;
