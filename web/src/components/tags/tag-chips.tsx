import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { tagColor } from './tag-color';

export interface TagChipsProps {
  tags: readonly string[] | undefined;
  /** At most this many shown, then "+N". */
  max?: number;
}

/** A record's tags as small coloured chips; nothing when it has none. */
export const TagChips = ({ tags, max }: TagChipsProps) => {
  if (!tags?.length) return null;
  const shown = max === undefined ? tags : tags.slice(0, max);
  const more = tags.length - shown.length;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Tags">
      {shown.map((tag) => (
        <Chip
          key={tag}
          label={tag}
          size="small"
          sx={{ bgcolor: tagColor(tag), color: '#0f172a' }}
        />
      ))}
      {more > 0 && <Chip label={`+${more}`} size="small" variant="outlined" />}
    </Stack>
  );
};
