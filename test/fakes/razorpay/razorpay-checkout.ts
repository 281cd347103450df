/**
 * The fake's Checkout script, served as `/v1/checkout.js` like Razorpay's: `new Razorpay(options)`
 * with `open()` and `on('payment.failed', fn)`. Its form lets the customer pay by card, UPI or
 * net banking (the payment is made in the fake, which sends the webhooks) and hands the signed
 * response to `options.handler`, or calls `options.modal.ondismiss` when closed.
 */
export const checkoutScript = (base: string) => `(() => {
  const BASE = ${JSON.stringify(base)};
  function Razorpay(options) {
    this.options = options || {};
    this.failed = [];
  }
  Razorpay.prototype.on = function (event, fn) {
    if (event === 'payment.failed') this.failed.push(fn);
  };
  Razorpay.prototype.open = function () {
    const o = this.options;
    const self = this;
    const overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-label', 'Razorpay Checkout');
    overlay.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:99999;font-family:system-ui,sans-serif';
    const box = document.createElement('div');
    box.style.cssText = 'background:#fff;border-radius:8px;padding:24px;width:min(360px,92vw);box-shadow:0 10px 40px rgba(0,0,0,.3)';
    const title = document.createElement('h2');
    title.textContent = o.name || 'Checkout';
    title.style.cssText = 'margin:0 0 4px;font-size:20px';
    const text = document.createElement('p');
    text.textContent = (o.description || '') + ' (Razorpay test mode)';
    text.style.cssText = 'margin:0 0 16px;color:#555';
    box.append(title, text);
    const close = (dismissed) => {
      overlay.remove();
      if (dismissed && o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    };
    const pay = async (method) => {
      const response = await fetch(BASE + '/_fake/checkout', {
        method: 'POST',
        body: JSON.stringify({ subscription_id: o.subscription_id, method }),
      });
      const body = await response.json();
      close(false);
      if (response.ok) {
        if (typeof o.handler === 'function') o.handler(body);
      } else {
        for (const fn of self.failed) fn({ error: body.error || { description: 'Payment failed' } });
      }
    };
    for (const [method, label] of [['card', 'Pay by Card'], ['upi', 'Pay by UPI'], ['netbanking', 'Pay by Net Banking']]) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.style.cssText = 'display:block;width:100%;margin:8px 0;padding:10px;border:0;border-radius:6px;background:#2563eb;color:#fff;font-size:15px;cursor:pointer';
      button.onclick = () => void pay(method);
      box.append(button);
    }
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = 'Cancel';
    cancel.style.cssText = 'display:block;width:100%;margin-top:8px;padding:10px;border:1px solid #ccc;border-radius:6px;background:#fff;cursor:pointer';
    cancel.onclick = () => close(true);
    box.append(cancel);
    overlay.append(box);
    document.body.append(overlay);
  };
  window.Razorpay = Razorpay;
})();
`;
