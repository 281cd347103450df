import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SavedView } from '@salesflow/shared/views/view.schema';
import { type ReactNode, useId, useState } from 'react';
import type { SavedViewsState } from './use-saved-views';

export interface ViewsMenuProps {
  views: SavedViewsState;
}

const viewItems = (
  title: string,
  list: readonly SavedView[],
  views: SavedViewsState,
  close: () => void,
): ReactNode[] =>
  list.length === 0
    ? []
    : [
        <ListSubheader key={`${title}-header`}>{title}</ListSubheader>,
        ...list.map((view) => (
          <MenuItem
            key={view.id}
            selected={views.active?.id === view.id}
            onClick={() => {
              close();
              views.open(view);
            }}
          >
            {view.name}
          </MenuItem>
        )),
      ];

/**
 * The saved views of the list: the default list, the team's shared views and the caller's own;
 * then Save view, and for the view on screen (if the caller may change it) update, rename and
 * delete.
 */
export const ViewsMenu = ({ views }: ViewsMenuProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const all = views.views.data ?? [];
  const active = views.active;
  const then = (action: () => void) => () => {
    close();
    action();
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarksOutlinedIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          views.onMenuOpen();
          setAnchor(event.currentTarget);
        }}
        sx={{ maxWidth: 260, '& .MuiButton-startIcon + *': { overflow: 'hidden' } }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {active ? `View: ${active.name}` : 'Views'}
        </span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem selected={!views.active && !views.restoring} onClick={then(views.openDefault)}>
          Default view
        </MenuItem>
        {views.views.isPending ? <MenuItem disabled>Loading views…</MenuItem> : null}
        {views.views.isError ? <MenuItem disabled>Couldn’t load saved views</MenuItem> : null}
        {viewItems(
          'Shared with the team',
          all.filter((view) => view.shared),
          views,
          close,
        )}
        {viewItems(
          'My views',
          all.filter((view) => !view.shared),
          views,
          close,
        )}
        <Divider />
        <MenuItem onClick={then(() => views.setDialog({ mode: 'create' }))}>Save view…</MenuItem>
        {active && views.mayChange(active)
          ? [
              <MenuItem
                key="update"
                disabled={views.updating}
                onClick={then(() => views.updateWithList(active))}
              >
                Update “{active.name}” with this list
              </MenuItem>,
              <MenuItem
                key="rename"
                onClick={then(() => views.setDialog({ mode: 'rename', view: active }))}
              >
                Rename “{active.name}”…
              </MenuItem>,
              <MenuItem key="delete" onClick={then(() => views.askDelete(active))}>
                Delete “{active.name}”…
              </MenuItem>,
            ]
          : null}
      </Menu>
    </>
  );
};
