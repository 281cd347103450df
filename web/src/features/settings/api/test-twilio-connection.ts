import type { ConnectionTestResult } from '@salesflow/shared/settings/security-settings-view';
import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';

/** Checks the saved Twilio credentials against Twilio; each check says what it found. */
export const testTwilioConnection = () =>
  apiRequest<ConnectionTestResult>(`${paths.api.securitySettings}/test-connection`, {
    method: 'POST',
    body: {},
  });

export const useTestTwilioConnection = () => useMutation({ mutationFn: testTwilioConnection });
