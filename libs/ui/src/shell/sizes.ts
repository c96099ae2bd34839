/** The spec's size names (kept in the `size` cookie), largest first. */
export const SIZES = ['large', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'medium';

/** The Chakra `size` prop value for each size. */
export const CHAKRA_SIZES = { large: 'lg', medium: 'md', small: 'sm', mini: 'xs' } as const satisfies Record<Size, string>;
