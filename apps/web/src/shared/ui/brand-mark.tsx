import { Box, type BoxProps } from '@mantine/core';

/** Foyer's mark: an open door. Decorative unless a label is given. */
export function BrandMark({ size = 40, label, ...props }: BoxProps & { size?: number; label?: string }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 48 48"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      {...props}
    >
      <rect x="2" y="2" width="44" height="44" rx="12" fill="var(--mantine-primary-color-filled)" />
      <path d="M15 37V12.5c0-.8.6-1.5 1.4-1.5H31c.8 0 1.5.7 1.5 1.5V37" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <path d="M15 37l10-3.5V14.2L15 11" fill="#fff" fillOpacity=".9" />
      <circle cx="21.5" cy="24.5" r="1.6" fill="var(--mantine-primary-color-filled)" />
      <path d="M11 37h26" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </Box>
  );
}
