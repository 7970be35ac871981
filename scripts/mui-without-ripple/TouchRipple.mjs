// Stands in for @mui/material/ButtonBase/TouchRipple.mjs in the site's bundles (webpack/substitutions.ts,
// MUI_TOUCH_RIPPLE_MODULE): the site's theme turns ripples off for every control (MuiButtonBase's `disableRipple`
// default, src/lib/theme.ts) and no control turns them back on, so ButtonBase never renders its ripple. If one ever
// does, it fails here, loudly.
import * as React from 'react';

const TouchRipple = React.forwardRef(function TouchRipple() {
  throw new Error(
    'MUI ripples are left out of this build (webpack/substitutions.ts, MUI_TOUCH_RIPPLE_MODULE)',
  );
});

export default TouchRipple;
