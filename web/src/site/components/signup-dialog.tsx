import { PLANS, TRIAL_DAYS } from '@salesflow/shared/plans/plans';
import { useRef } from 'react';
import { useModalDialog } from '../utils/use-modal-dialog';

const STARTER = PLANS.find((plan) => plan.id === 'starter');

export interface SignupDialogProps {
  open: boolean;
  /** The plan the visitor came from the pricing page with, if any. */
  planName: string | null;
  onClose: () => void;
}

/**
 * The signup entry (`/?signup=true`, and Start Free Trial on the landing page): what the trial
 * gives, then the sign-in page, which makes the account on first sign-in.
 */
export const SignupDialog = ({ open, planName, onClose }: SignupDialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, open);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="signup-title" onClose={onClose}>
      <h2 id="signup-title">Start your {TRIAL_DAYS}-day free trial</h2>
      <p className="muted">
        {planName
          ? `You chose ${planName}: try SalesFlow free first, then pick it when you are ready.`
          : 'Everything you need to capture, score and call your leads.'}
      </p>
      <ul className="ticks">
        <li>
          The Starter plan’s limits: {STARTER?.contactLimit?.toLocaleString('en-US')} contacts,{' '}
          {STARTER?.aiCallsPerMonth} AI calls and up to {STARTER?.maxUsers} users
        </li>
        <li>No credit card required</li>
        <li>Your data is kept when the trial ends</li>
        <li>Cancel anytime</li>
      </ul>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          Not now
        </button>
        <a className="button button-primary" href="/api/login">
          Create My Account
        </a>
      </div>
    </dialog>
  );
};
