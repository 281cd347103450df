/** The code example tabs (document 2): WordPress, Elementor, JavaScript, cURL Test. */
export type ExampleTab = 'wordpress' | 'elementor' | 'javascript' | 'curl';

export const EXAMPLE_TABS: readonly { id: ExampleTab; label: string }[] = [
  { id: 'wordpress', label: 'WordPress' },
  { id: 'elementor', label: 'Elementor' },
  { id: 'javascript', label: 'JavaScript' },
  { id: 'curl', label: 'cURL Test' },
];

/** Each example with the organization's own URL in it, ready to paste. */
export const codeExample = (tab: ExampleTab, urls: Record<string, string>): string => {
  switch (tab) {
    case 'wordpress':
      return `// functions.php: send every Contact Form 7 submission to SalesFlow
add_action('wpcf7_mail_sent', function ($form) {
  $data = WPCF7_Submission::get_instance()->get_posted_data();
  wp_remote_post('${urls.wordpress}', [
    'headers' => ['Content-Type' => 'application/json'],
    'body'    => wp_json_encode([
      'name'    => $data['your-name'] ?? '',
      'email'   => $data['your-email'] ?? '',
      'phone'   => $data['your-tel'] ?? '',
      'message' => $data['your-message'] ?? '',
      'page_url' => wp_get_referer(),
    ]),
  ]);
});`;
    case 'elementor':
      return `Elementor form → Actions After Submit → Webhook
Webhook URL: ${urls.elementor}
Field labels: Name, Email, Phone, Company, Message
(Advanced Data on also sends the page URL and the form id.)`;
    case 'javascript':
      return `await fetch('${urls.generic}', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
  body: JSON.stringify({
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '+91 98765 43210',
    company: 'Acme Traders',
    message: 'Interested in a demo',
    source: 'website',
  }),
});`;
    case 'curl':
      return `curl -X POST '${urls.generic}' \\
  -H 'Content-Type: application/json' \\
  -d '{"name":"Test Lead","email":"test.lead@example.com","phone":"+91 98765 43210","company":"Test Co","message":"Testing the webhook"}'`;
  }
};
