/**
 * An icon as a plain `<svg>` of one path (a path of @mui/icons-material), for lists that render many: MUI's SvgIcon
 * is a styled component per icon, rendered again in every row on the server and hydrated in the browser. The
 * element around the icons gives them MUI's icon look once for all (`plainIconStyles` in its rules), and they are
 * hidden from assistive technology (the control's text names it). The look's rules: ./plainIconStyles.ts.
 */

export function PlainIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
