import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { capitalise } from '@salesflow/shared/contacts/score-band';
import {
  TAG_COLOUR_SHADES,
  TAG_COLOURS,
  type TagColour,
} from '@salesflow/shared/contacts/tag-colours';
import { useSnackbar } from 'notistack';
import { errorMessage } from '../../lib/api-client';
import { useSetTagColour } from './tag-colours-api';

export interface TagColourMenuProps {
  tag: string;
  anchor: HTMLElement | null;
  current: TagColour | undefined;
  onClose: () => void;
}

/** The colours a tag may have, for everyone in the organization, and its own colour back. */
export const TagColourMenu = ({ tag, anchor, current, onClose }: TagColourMenuProps) => {
  const setColour = useSetTagColour();
  const { enqueueSnackbar } = useSnackbar();
  const choose = (colour: TagColour | null) => {
    onClose();
    setColour.mutate(
      { tag, colour },
      {
        onError: (error) =>
          enqueueSnackbar(errorMessage(error, 'The colour was not saved. Please try again.'), {
            variant: 'error',
          }),
      },
    );
  };
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <Typography variant="caption" color="textSecondary" sx={{ px: 2, display: 'block' }}>
        Colour of “{tag}” for everyone
      </Typography>
      {TAG_COLOURS.map((colour) => (
        <MenuItem key={colour} dense selected={colour === current} onClick={() => choose(colour)}>
          <Box
            aria-hidden
            sx={{
              width: 16,
              height: 16,
              borderRadius: 1,
              mr: 1,
              bgcolor: TAG_COLOUR_SHADES[colour],
            }}
          />
          {capitalise(colour)}
          {colour === current ? <CheckIcon fontSize="small" sx={{ ml: 'auto', pl: 1 }} /> : null}
        </MenuItem>
      ))}
      <MenuItem dense disabled={!current} onClick={() => choose(null)}>
        Its own colour
      </MenuItem>
    </Menu>
  );
};
