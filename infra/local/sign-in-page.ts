const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The local provider's sign-in page: an email (and optional name), no password. */
export const signInPage = (uid: string, error?: string, email = ''): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to SalesFlow (local)</title>
<link rel="icon" href="data:,">
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6fb;margin:0;display:grid;place-items:center;min-height:100vh;color:#1f2937}
main{background:#fff;padding:32px;border-radius:12px;box-shadow:0 8px 30px rgba(15,23,42,.08);width:min(360px,90vw);box-sizing:border-box}
h1{font-size:1.4rem;margin:0 0 4px}p{color:#6b7280;margin:0 0 20px;font-size:.9rem}
label{display:block;font-size:.85rem;font-weight:600;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #d1d5db;border-radius:8px;font-size:1rem}
button{margin-top:20px;width:100%;padding:11px;border:0;border-radius:8px;background:#4f46e5;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
.error{color:#b91c1c;font-size:.85rem;margin-top:8px}
details{margin-top:16px;font-size:.85rem;color:#4b5563}summary{cursor:pointer}
select{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #d1d5db;border-radius:8px;font-size:1rem;background:#fff}
</style></head>
<body><main>
<h1>Sign in to SalesFlow</h1>
<p>Local sign-in provider. Any email works; the first sign-in creates the account.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(email)}">
<label for="firstName">First name (optional)</label>
<input id="firstName" name="firstName" autocomplete="given-name">
<label for="lastName">Last name (optional)</label>
<input id="lastName" name="lastName" autocomplete="family-name">
<details>
<summary>Testing options (what Cognito would say: email_verified, cognito:groups)</summary>
<label for="emailVerified">Address verified?</label>
<select id="emailVerified" name="emailVerified">
<option value="true" selected>Verified</option>
<option value="false">Not verified</option>
</select>
<label for="groups">Groups (comma-separated)</label>
<input id="groups" name="groups" placeholder="platform-operators">
</details>
${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
<button type="submit">Sign in</button>
</form>
</main></body></html>`;
