/**
 * For a write that must land once something outside happened (an email SES took, a WhatsApp
 * message sent or received) and that puts it on a contact others are writing at the same moment
 * (an edit, the lead-scores worker): how often to read the contact again, and a random pause,
 * longer each time, so the writers stop colliding.
 */
export const CONTACT_WRITE_ATTEMPTS = 8;

export const stepAside = (attempt: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * (attempt + 1)));
