import { ICON_PATHS, isIconName } from './paths';

export interface IconProps {
  /** An icon name; unknown names draw nothing, so a route may name an icon not drawn yet. */
  name: string | undefined;
  size?: string;
}

/** A decorative icon; the control it sits in carries the accessible name. */
export function Icon({ name, size = '1em' }: IconProps) {
  if (!isIconName(name)) return null;
  return <OutlineIcon path={ICON_PATHS[name]} size={size} />;
}

/** One outline path on the icons' 24×24 grid with a 2px stroke, decorative (hidden from assistive technology). */
export function OutlineIcon({ path, size = '1em' }: { path: string; size?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
