import type { TagColour, TagColours } from '@salesflow/shared/contacts/tag-colours';
import { tagKey } from '@salesflow/shared/contacts/tag-key';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { apiRequest } from '../../lib/api-client';

export const tagColoursQueryKey = ['tag-colours'] as const;

/** The organization's chosen tag colours (GET /api/tag-colours), read once and kept a while. */
export const useTagColours = () =>
  useQuery({
    queryKey: tagColoursQueryKey,
    queryFn: ({ signal }) => apiRequest<TagColours>(paths.api.tagColours, { signal }),
    staleTime: 5 * 60_000,
  });

/** A tag's colour for everyone (managers and above), or back to its own (`null`). */
export const useSetTagColour = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { tag: string; colour: TagColour | null }) =>
      apiRequest<TagColours>(paths.api.tagColours, { method: 'PUT', body: input }),
    onMutate: (input) => {
      const previous = queryClient.getQueryData<TagColours>(tagColoursQueryKey);
      const colours = { ...(previous?.colours ?? {}) };
      if (input.colour) colours[tagKey(input.tag)] = input.colour;
      else delete colours[tagKey(input.tag)];
      queryClient.setQueryData<TagColours>(tagColoursQueryKey, { colours });
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(tagColoursQueryKey, context.previous);
    },
    onSuccess: (answer) => queryClient.setQueryData(tagColoursQueryKey, answer),
  });
};
