import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type ToastOptions, useToast } from '../../../components/toast/use-toast';

/**
 * The session now works on another organization (switched, joined, or left for another): every
 * cached answer belongs to the old one, so the whole cache is reset and the app loads again from
 * the user down, at `to`. Navigation and the toast come first: the reset unmounts what asked.
 */
export const useEnterOrganization = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return (to: string, message: ToastOptions) => {
    toast(message);
    navigate(to, { replace: true });
    void queryClient.resetQueries();
  };
};
