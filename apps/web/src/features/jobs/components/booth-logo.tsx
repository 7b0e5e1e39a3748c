import { Avatar } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';

/** A booth's logo, or a placeholder with a shop icon when it has none. */
export function BoothLogo({ src, name, size = 44 }: { src: string | null; name: string; size?: number }) {
  return (
    <Avatar src={src} alt={name} size={size} radius="md" variant="light" styles={{ image: { objectFit: 'contain', background: 'white' } }}>
      <IconBuildingStore size={size * 0.5} stroke={1.6} aria-hidden />
    </Avatar>
  );
}
