/** Start-up stage (src/main.tsx): the MUI components every page's frame is built of (before the frame itself). */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';

// Used, so the bundler keeps the import (and importing this module evaluates it).
void [Box, ButtonBase, IconButton, Typography];
