import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { tagKey } from '@salesflow/shared/contacts/tag-key';
import { type MouseEvent, useState } from 'react';
import { tagColor } from './tag-color';
import { TagColourMenu } from './tag-colour-menu';
import { useTagColours } from './tag-colours-api';

export interface TagChipsProps {
  tags: readonly string[] | undefined;
  /** At most this many shown, then "+N". */
  max?: number;
  /** Each chip opens the colour menu (managers and above choose a tag's colour for everyone). */
  mayColour?: boolean;
}

/** A record's tags as small coloured chips; nothing when it has none. */
export const TagChips = ({ tags, max, mayColour = false }: TagChipsProps) => {
  const chosen = useTagColours().data?.colours;
  const [menu, setMenu] = useState<{ tag: string; anchor: HTMLElement } | null>(null);
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
          sx={{ bgcolor: tagColor(tag, chosen), color: '#0f172a' }}
          {...(mayColour
            ? {
                onClick: (event: MouseEvent<HTMLElement>) =>
                  setMenu({ tag, anchor: event.currentTarget }),
                'aria-label': `Colour of ${tag}`,
                'aria-haspopup': 'menu' as const,
              }
            : {})}
        />
      ))}
      {more > 0 && <Chip label={`+${more}`} size="small" variant="outlined" />}
      {menu ? (
        <TagColourMenu
          tag={menu.tag}
          anchor={menu.anchor}
          current={chosen?.[tagKey(menu.tag)]}
          onClose={() => setMenu(null)}
        />
      ) : null}
    </Stack>
  );
};
