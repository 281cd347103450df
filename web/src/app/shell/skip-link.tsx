import Box from '@mui/material/Box';

export const MAIN_CONTENT_ID = 'main-content';

/** "Skip to content": the first thing a keyboard reaches, shown only while it has the focus. */
export const SkipLink = () => (
  <Box
    component="a"
    href={`#${MAIN_CONTENT_ID}`}
    sx={{
      position: 'absolute',
      left: 8,
      top: -48,
      zIndex: 'tooltip',
      px: 2,
      py: 1,
      bgcolor: 'background.paper',
      color: 'primary.main',
      border: 1,
      borderColor: 'primary.main',
      borderRadius: 1,
      '&:focus': { top: 8 },
    }}
  >
    Skip to content
  </Box>
);
